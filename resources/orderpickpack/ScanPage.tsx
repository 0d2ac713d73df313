/**
 * The scan screen (/apps/orderpickpack/pickpack): choose or scan an order ready to pick, then scan product
 * barcodes (digits and Enter; the field keeps the focus). Each scan is matched to a line (src/schema/records/scan-check.ts,
 * the rule the server applies); a product not in the order or beyond its quantity is refused loudly (red, a
 * beep) and not counted. Submit posts the accepted codes with the packing transition; the server checks them again.
 */
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Alert, Button, Card, Flex, Input, Select, Tag, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiUrl } from '../../src/api/client';
import type { Data } from '../../src/schema/expression/expression';
import { errorText } from '../../src/http/errors';
import { useSchemaRegistry } from '../../src/crud/SchemaContext';
import { checkScan, normalizeCode } from '../../src/schema/records/scan-check';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import { LoadState } from '../LoadState';
import { scanTransition, usePickList, useReadyOrders } from './api';
import { beep } from './beep';
import { usePickText } from './i18n';
import { PickTable } from './PickTable';
import './pickpack.css';
import { ScreenHeading } from '../ScreenHeading';

type Feedback = { kind: 'ok' | 'wrong' | 'surplus' | 'error' | 'done'; text: string } | null;

export default function ScanPage({ schema }: { schema: ResourceSchema }) {
  const { t } = usePickText();
  const registry = useSchemaRegistry();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('order')) || null;
  const [q, setQ] = useState('');
  const [scans, setScans] = useState<string[]>([]);
  const [value, setValue] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [flash, setFlash] = useState(false);
  const [hit, setHit] = useState<number | null>(null);
  const input = useRef<InputRef>(null);
  const transition = scanTransition(schema);
  const codeField = schema.naming?.field ?? 'id';

  const choices = useReadyOrders(schema, { q, pageSize: 30 });
  const pick = usePickList(schema, registry.byName, orderId);
  // The packing transition, posted with the scanned codes; the server checks them again.
  const { mutateAsync: runAction, mutation: sending } = useCustomMutation<Data>();
  const invalidate = useInvalidate();
  const lines = useMemo(() => pick.data?.lines ?? [], [pick.data]);
  const result = useMemo(() => checkScan(lines, scans), [lines, scans]);
  const picked = result.lines.reduce((n, l) => n + l.picked, 0);
  const ordered = result.lines.reduce((n, l) => n + l.ordered, 0);

  const focus = useCallback(() => input.current?.focus(), []);
  useEffect(() => {
    if (pick.data) focus();
  }, [pick.data, focus]);

  const chooseOrder = (id: number | null) => {
    setScans([]);
    setHit(null);
    setFeedback(null);
    setParams(id ? { order: String(id) } : {});
  };

  const refuse = (kind: 'wrong' | 'surplus', code: string) => {
    setFeedback({ kind, text: t(kind === 'wrong' ? 'wrongProduct' : 'surplus', { code }) });
    setFlash(true);
    setTimeout(() => setFlash(false), 900);
    beep();
  };

  const onScan = () => {
    const code = normalizeCode(value);
    setValue('');
    if (!code || !pick.data) return;
    const next = checkScan(lines, [...scans, code]);
    if (next.unknown.length) return refuse('wrong', code);
    if (next.surplus.length) return refuse('surplus', code);
    const line = next.lines.find((l, i) => l.picked > result.lines[i]!.picked)!;
    setScans([...scans, code]);
    setHit(line.index);
    const name = lines[line.index]?.name ?? code;
    setFeedback({ kind: 'ok', text: t('okScan', { name, picked: line.picked, ordered: line.ordered }) });
  };

  const submit = async () => {
    if (!orderId || !transition) return;
    if (!scans.length) {
      setFeedback({ kind: 'error', text: t('emptySubmit') });
      return focus();
    }
    try {
      await runAction({
        url: apiUrl('action', { resource: schema.name, id: orderId, action: transition.action }),
        method: 'post',
        values: { scanned: scans },
        successNotification: false,
        errorNotification: false,
      });
      setFeedback({ kind: 'done', text: t('submitted') });
      setScans([]);
      setParams({});
      // The order moved on: the choices (and any list or record of orders) ask again.
      void invalidate({ resource: schema.name, invalidates: ['list', 'many', 'detail'], id: orderId });
    } catch (e) {
      setFeedback({ kind: 'error', text: errorText(e) });
      beep();
    } finally {
      focus();
    }
  };

  const options = (choices.data?.rows ?? []).map((r) => ({
    value: r.id,
    label: `${String(r[codeField] ?? r.id)} · ${String(r.customer ?? '')}`,
  }));
  const alertType = { ok: 'success', done: 'success', wrong: 'error', surplus: 'error', error: 'error' } as const;

  return (
    <Card title={<ScreenHeading>{t('scanTitle')}</ScreenHeading>}>
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('chooseOrder')}</Typography.Text>
          <Select
            showSearch
            allowClear
            style={{ maxWidth: 420, width: '100%' }}
            aria-label={t('chooseOrder')}
            placeholder={t('chooseOrderHint')}
            filterOption={false}
            onSearch={setQ}
            loading={choices.loading}
            value={orderId ?? undefined}
            options={
              orderId && !options.some((o) => o.value === orderId) && pick.data
                ? [{ value: orderId, label: String(pick.data.order[codeField] ?? orderId) }, ...options]
                : options
            }
            onChange={(v: number | undefined) => chooseOrder(v ?? null)}
            data-testid="order-select"
          />
        </Flex>
        {feedback && (
          <Alert
            type={alertType[feedback.kind]}
            showIcon
            message={feedback.text}
            data-testid="scan-feedback"
            data-kind={feedback.kind}
          />
        )}
        {orderId && (
          <LoadState
            loading={pick.loading}
            error={pick.error}
            errorTitle={t('loadError')}
            retryLabel={t('retry')}
            onRetry={pick.reload}
          >
            <div className={`pickpack-scan-area${flash ? ' pickpack-flash' : ''}`} data-flash={flash ? 'true' : 'false'}>
              <Flex vertical gap={8}>
                <Typography.Text strong>{t('scanField')}</Typography.Text>
                <Input
                  ref={input}
                  className="pickpack-scan-input"
                  size="large"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={t('scanField')}
                  placeholder={t('scanPlaceholder')}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  onPressEnter={onScan}
                  onBlur={() =>
                    // The field keeps the focus unless the user moved it to another control.
                    setTimeout(() => {
                      if (!document.activeElement || document.activeElement === document.body) focus();
                    }, 0)
                  }
                  data-testid="scan-input"
                />
                <Flex gap={8} wrap align="center">
                  <Tag color={result.complete ? 'green' : 'blue'} data-testid="scan-progress">
                    {result.complete ? t('complete') : t('progress', { picked, ordered })}
                  </Tag>
                  <Typography.Text type="secondary">{t('scanned', { count: scans.length })}</Typography.Text>
                </Flex>
              </Flex>
            </div>
            <PickTable lines={result.lines.map((l) => ({ ...l, name: lines[l.index]?.name ?? '' }))} highlight={hit} />
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              <Button type="primary" icon={<SendOutlined />} loading={sending.isPending} onClick={() => void submit()}>
                {t('submit')}
              </Button>
              <Button icon={<UndoOutlined />} disabled={!scans.length} onClick={() => setScans(scans.slice(0, -1))}>
                {t('undoLast')}
              </Button>
              <Button icon={<ClearOutlined />} disabled={!scans.length} onClick={() => setScans([])}>
                {t('reset')}
              </Button>
            </Flex>
          </LoadState>
        )}
      </Flex>
    </Card>
  );
}
