/**
 * The bar over a list with a selection: how many rows are chosen, "select all N matching" once the
 * whole page is, and the actions the selection offers (src/access/bulk.ts bulkChoices: delete, the
 * workflow transitions, export). An action asks first (how many rows, how many of them allow it, a
 * comment for a transition), then `POST {resource}/bulk` decides every row on the server; the result
 * comes back to the list as a summary with each refusal's reason (BulkResult), never a silent partial.
 */
import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import type { CrudFilter } from '@refinedev/core';
import { Button, Flex, Form, Input, Modal, Space, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { bulkChoices, type BulkChoice, type BulkSummary } from '../../access/bulk';
import { apiUrl, request } from '../../api/client';
import { accessContext } from '../../providers/access-control';
import { localize } from '../../schema/meta/describe';
import { checkTransitionComment, COMMENT_LABEL, TRANSITION_COMMENT_MAX } from '../../schema/workflow/transition-comment';
import type { ListFilter } from '../../schema/lists/filters';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { failure } from '../views/api';
import type { BulkDone } from './BulkResult';
import { useMatchingStates } from './useMatchingStates';
import type { SelectionState } from './useSelection';

interface Props {
  schema: ResourceSchema;
  state: SelectionState;
  total: number;
  pageCount: number;
  filters: CrudFilter[];
  canExport: boolean;
  exporting: boolean;
  onExport: (ids: ReadonlySet<string> | undefined) => void;
  onDone: (done: BulkDone) => void;
}

/** The table's filters as the bulk endpoint takes them for "all matching" (the search among them). */
const requestFilters = (filters: readonly CrudFilter[]): ListFilter[] =>
  filters.flatMap((f) => ('field' in f ? [{ field: f.field, operator: f.operator, value: f.value } as ListFilter] : []));

export function BulkBar({ schema, state, total, pageCount, filters, canExport, exporting, onExport, onDone }: Props) {
  const { t, lang } = useLang();
  const { token } = theme.useToken();
  const [asking, setAsking] = useState<BulkChoice | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [running, setRunning] = useState(false);
  const { selection, count } = state;
  const matching = selection.kind === 'matching';
  const found = useMatchingStates(schema, filters, matching);
  if (count === 0) return null;

  const rows = selection.kind === 'rows' ? [...selection.rows.values()] : [];
  const choices = found.loading ? [] : bulkChoices(accessContext(), schema, matching ? { states: found.states } : { rows });
  const labelOf = (c: BulkChoice) => (c.label ? localize(c.label, lang) : t('crud.delete'));

  const run = async (choice: BulkChoice) => {
    // The transition's comment rule, as the single-row dialog and the server apply it.
    const checked = checkTransitionComment(choice, comment, lang);
    if (!checked.ok) return setCommentError(checked.message);
    setRunning(true);
    const target = matching ? { filters: requestFilters(filters) } : { ids: rows.map((r) => Number(r.id)) };
    const body = { action: choice.action, ...target, ...(checked.comment ? { comment: checked.comment } : {}) };
    const titles = new Map(rows.map((r) => [Number(r.id), String(r[schema.titleField] ?? `#${String(r.id)}`)]));
    try {
      const answer = await request<{ summary: BulkSummary }>(apiUrl('bulk', { resource: schema.name }), { method: 'POST', body });
      onDone({ action: choice.action, summary: answer.summary, titles });
      state.clear();
    } catch (e) {
      onDone({ action: choice.action, error: failure(e).message, titles });
    } finally {
      setRunning(false);
      close();
    }
  };
  const close = () => {
    setAsking(null);
    setComment('');
    setCommentError(undefined);
  };

  return (
    <Flex
      wrap
      gap={8}
      align="center"
      role="region"
      aria-label={t('lists.bulkActions')}
      data-testid="bulk-bar"
      style={{ padding: '8px 12px', marginBottom: 12, background: token.colorFillAlter, borderRadius: token.borderRadius }}
    >
      <Typography.Text strong>{t('lists.selected', { count })}</Typography.Text>
      {matching ? (
        <Typography.Text>{t('lists.allMatchingSelected', { count: total })}</Typography.Text>
      ) : (
        state.allOnPage &&
        total > pageCount && (
          <>
            <Typography.Text type="secondary">{t('lists.allOnPageSelected', { count: pageCount })}</Typography.Text>
            <Button type="link" size="small" onClick={state.selectMatching} style={{ paddingInline: 0 }}>
              {t('lists.selectAllMatching', { count: total })}
            </Button>
          </>
        )
      )}
      <Button type="link" size="small" onClick={state.clear} style={{ paddingInline: 0 }}>
        {t('lists.clearSelection')}
      </Button>
      <Space wrap size={8} style={{ marginInlineStart: 'auto' }}>
        {found.loading && <Spin size="small" />}
        {choices.map((c) => (
          <Button
            key={c.action}
            danger={c.danger}
            data-bulk-action={c.action}
            onClick={() => setAsking(c)}
            loading={running && asking === c}
          >
            {labelOf(c)}
            {c.applicable !== null && c.applicable < count ? ` (${c.applicable})` : ''}
          </Button>
        ))}
        {canExport && (
          <Button
            icon={<ExportOutlined />}
            loading={exporting}
            onClick={() => onExport(matching ? undefined : new Set(rows.map((r) => String(r.id))))}
          >
            {t('lists.exportSelection')}
          </Button>
        )}
      </Space>
      <Modal
        open={asking !== null}
        title={asking ? t(matching ? 'lists.bulkConfirmMatching' : 'lists.bulkConfirm', { action: labelOf(asking), count }) : ''}
        okText={asking ? labelOf(asking) : ''}
        okButtonProps={{ danger: asking?.danger, 'data-testid': 'bulk-confirm' } as never}
        cancelText={t('crud.cancel')}
        confirmLoading={running}
        onOk={() => asking && void run(asking)}
        onCancel={close}
        destroyOnHidden
      >
        {asking?.applicable !== null && asking?.applicable !== undefined && asking.applicable < count && (
          <Typography.Paragraph type="warning">
            {t('lists.bulkApplicable', { applicable: asking.applicable })}
          </Typography.Paragraph>
        )}
        {asking?.comment && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={localize(COMMENT_LABEL, lang)}
              htmlFor="bulk-comment"
              required={asking.comment === 'required'}
              extra={asking.comment === 'optional' ? t('lists.bulkCommentOptional') : t('lists.bulkCommentEach')}
              validateStatus={commentError ? 'error' : undefined}
              help={commentError}
            >
              <Input.TextArea
                id="bulk-comment"
                value={comment}
                maxLength={TRANSITION_COMMENT_MAX}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(e) => {
                  setComment(e.target.value);
                  setCommentError(undefined);
                }}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Flex>
  );
}
