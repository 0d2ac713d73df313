/**
 * One resource's editor (/apps/master/schemas/:name, `new` for a new one): the form and the JSON view over one
 * draft, the preview of its create form, and its history. Save runs the server's checks first (`dryRun=1`), then
 * saves with the version it was loaded at (If-Match): a 400's errors go beside their controls, a 409's impact to
 * a dialog (defaults, or a confirmation), a 412 says someone else saved meanwhile and offers to reload. Leaving
 * with unsaved changes asks first, as every form of the app does (Refine's unsaved-changes warning, `setWarnWhen`).
 */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import { Alert, App, Button, Card, Col, Row, Space, Tabs, Typography } from 'antd';
import { useWarnAboutChange } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { screenNamed } from '../../src/access/screens';
import { errorText } from '../../src/http/errors';
import { useRegistry } from '../../src/providers/registry';
import { LoadState } from '../LoadState';
import { ScreenHeading } from '../ScreenHeading';
import { getSchema, putSchema, revertSchema, type Impact, type SaveResult } from './api';
import { errorLine, placeErrors, type PathError } from './errors';
import { FieldsTable } from './FieldsTable';
import { GeneralForm } from './GeneralForm';
import { HistoryTab } from './HistoryTab';
import { ImpactDialog } from './ImpactDialog';
import { JsonView } from './JsonView';
import { fieldsOf, newSchema, sameDraft, setCell, type Json } from './model';
import { Preview } from './Preview';
import { ReleaseAlert } from './ReleaseAlert';
import { RulesForm } from './RulesForm';
import { useSchemaEditorText } from './i18n';
import { SCHEMA_EDITOR } from './screen';

const NEW = 'new';

export default function SchemaEditorPage() {
  const { name: param = NEW } = useParams();
  const isNew = param === NEW;
  const { t } = useSchemaEditorText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const registry = useRegistry();
  const route = screenNamed(registry, SCHEMA_EDITOR).route;
  const stored = useQuery({
    queryKey: ['schemaEditor', 'schema', param],
    queryFn: () => getSchema(param),
    enabled: !isNew,
    gcTime: 0,
  });
  // The draft being edited, for the answer it started from: a new answer (a reload, a save) starts it again.
  // `settled`: saved or reverted, so nothing is unsaved until the next change (which makes a new draft).
  const from = isNew ? 'new' : `${param}:${stored.dataUpdatedAt}`;
  const [edited, setEdited] = useState<{ from: string; draft: Json; settled?: boolean } | null>(null);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [impact, setImpact] = useState<{ list: Impact[]; revert?: number } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const [tab, setTab] = useState('edit');
  const firstArea = registry.areas[0]?.name ?? '';
  const fresh = useMemo(() => (isNew ? newSchema(firstArea) : (stored.data?.schema ?? null)), [isNew, firstArea, stored.data]);
  const mine = edited?.from === from ? edited : null;
  const draft = mine ? mine.draft : fresh;
  const setDraft = (next: Json) => setEdited({ from, draft: next });
  const dirty = useMemo(() => !!mine && !mine.settled && !sameDraft(mine.draft, fresh), [mine, fresh]);
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);
  const version = isNew ? null : (stored.data?.version ?? null);
  const reload = () => {
    setStale(null);
    setErrors([]);
    void stored.refetch();
  };

  const handle = (result: SaveResult, target: string, revertTo?: number) => {
    if (result.kind === 'saved') {
      setWarnWhen(false); // a new resource's save moves to its page: nothing is unsaved
      setEdited((e) => e && { ...e, settled: true });
      setImpact(null);
      setErrors([]);
      setRound((n) => n + 1);
      void message.success(revertTo ? t('reverted', { version: revertTo }) : t('saved', { version: result.version }));
      // The stored schema (and its version) loaded again: the draft starts over from it.
      if (isNew) navigate(`${route}/${encodeURIComponent(target)}`, { replace: true });
      else void stored.refetch();
    } else if (result.kind === 'invalid') {
      setImpact(null);
      setErrors(result.errors);
      setTab('edit');
    } else if (result.kind === 'impact') setImpact({ list: result.impact, revert: revertTo });
    else {
      setImpact(null);
      setStale(result.message);
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setStale(null);
    try {
      await work();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const save = (d: Json, confirm = false) => {
    const target = isNew ? (typeof d.name === 'string' ? d.name : '') : param;
    if (!target) return setErrors([{ path: '$.name', message: t('nameNeeded') }]);
    if (isNew && registry.byName.has(target)) return setErrors([{ path: '$.name', message: t('nameTaken') }]);
    void run(async () => {
      const dry = await putSchema(target, d, version, { dryRun: true, confirm });
      handle(dry.kind === 'saved' ? await putSchema(target, d, version, { confirm }) : dry, target);
    });
  };

  const revert = (to: number, confirm = false) =>
    void run(async () => handle(await revertSchema(param, to, version, { confirm }), param, to));

  const accept = (defaults: Record<string, string>, confirm: boolean) => {
    if (!draft || !impact) return;
    if (impact.revert) return revert(impact.revert, confirm);
    const next = {
      ...draft,
      fields: fieldsOf(draft).map((f) =>
        (f.name as string) in defaults ? setCell(f, 'default', defaults[f.name as string]!) : f,
      ),
    };
    setDraft(next);
    save(next, confirm);
  };

  const placed = useMemo(() => placeErrors(errors), [errors]);
  const title = isNew ? t('newTitle') : t('editTitle', { name: param });

  const editTab = draft && (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={15}>
        <Typography.Paragraph type="secondary">{t('formHint')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('general')}</Typography.Title>
        <GeneralForm draft={draft} onChange={setDraft} errors={placed.byControl} areas={registry.areas} nameLocked={!isNew} />
      </Col>
      <Col xs={24} xl={9}>
        <Typography.Title level={5}>{t('jsonView')}</Typography.Title>
        <JsonView draft={draft} onChange={setDraft} />
      </Col>
      {/* The fields table takes the whole width: a row has thirteen cells. */}
      <Col span={24}>
        <Typography.Title level={5}>{t('fields')}</Typography.Title>
        <FieldsTable
          draft={draft}
          onChange={setDraft}
          errors={placed.byControl}
          targets={registry.resources.map((r) => r.name)}
        />
      </Col>
      <Col span={24}>
        <Typography.Title level={5}>{t('rules')}</Typography.Title>
        <RulesForm draft={draft} onChange={setDraft} errors={placed.byControl} />
      </Col>
    </Row>
  );

  return (
    <Card
      title={<ScreenHeading>{title}</ScreenHeading>}
      extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(route)}>
            {t('back')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={busy} disabled={!draft} onClick={() => draft && save(draft)}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <LoadState
        loading={!isNew && stored.isPending}
        error={stored.error}
        errorTitle={t('loadError')}
        retryLabel={t('retry')}
        onRetry={reload}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {!isNew && (
            <ReleaseAlert
              name={param}
              round={round}
              onLoad={(release) => {
                setDraft(release);
                setTab('edit');
              }}
            />
          )}
          {stale !== null && (
            <Alert
              type="warning"
              showIcon
              message={t('stale')}
              description={stale}
              action={<Button onClick={reload}>{t('reload')}</Button>}
            />
          )}
          {placed.unplaced.length > 0 && (
            <Alert
              type="error"
              showIcon
              message={t('errorsTitle')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {placed.unplaced.map((e) => (
                    <li key={`${e.path}:${e.message}`}>{errorLine(e)}</li>
                  ))}
                </ul>
              }
            />
          )}
          {errors.length > 0 && placed.unplaced.length === 0 && <Alert type="error" showIcon message={t('errorsTitle')} />}
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'edit', label: t('tabEdit'), children: editTab },
              { key: 'preview', label: t('tabPreview'), children: draft && <Preview draft={draft} registry={registry} /> },
              ...(isNew
                ? []
                : [
                    {
                      key: 'history',
                      label: t('tabHistory'),
                      children: <HistoryTab name={param} round={round} onRevert={revert} />,
                    },
                  ]),
            ]}
          />
        </Space>
      </LoadState>
      <ImpactDialog
        impact={impact?.list ?? null}
        allowDefaults={!impact?.revert}
        onCancel={() => setImpact(null)}
        onAccept={accept}
      />
    </Card>
  );
}
