/**
 * The outcome of a bulk action, above the list until closed: "12 approved, 2 refused: <reason>" in
 * the current language (src/access/bulk.ts bulkSummaryText), and under it the rows each refusal hit.
 */
import { Alert, Typography } from 'antd';
import { bulkSummaryText, doneWord, type BulkSummary } from '../../access/bulk';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';

export interface BulkDone {
  action: string;
  summary?: BulkSummary;
  /** The call itself failed (400, 403, network): nothing was done. */
  error?: string;
  /** Titles of the rows that were chosen one by one (for naming refused rows). */
  titles: ReadonlyMap<number, string>;
}

const SHOWN_ROWS = 10;

export function BulkResult({ schema, done, onClose }: { schema: ResourceSchema; done: BulkDone; onClose: () => void }) {
  const { t, lang } = useLang();
  const { summary } = done;
  if (!summary)
    return (
      <Alert
        type="error"
        showIcon
        closable
        onClose={onClose}
        message={t('lists.bulkFailed')}
        description={done.error}
        style={{ marginBottom: 12 }}
      />
    );
  const name = (id: number) => done.titles.get(id) ?? `#${id}`;
  const rowNames = (ids: number[]) => ids.slice(0, SHOWN_ROWS).map(name).join(', ') + (ids.length > SHOWN_ROWS ? ', …' : '');
  const type = summary.refused === 0 ? 'success' : summary.done === 0 ? 'error' : 'warning';
  return (
    <Alert
      type={type}
      showIcon
      closable
      onClose={onClose}
      data-testid="bulk-result"
      style={{ marginBottom: 12 }}
      message={bulkSummaryText(summary, doneWord(schema, done.action, lang), lang)}
      // The rows each refusal hit (its reason is in the summary; named again when there are several).
      description={
        summary.reasons.length
          ? summary.reasons.map((r) => (
              <Typography.Paragraph key={r.reason} style={{ marginBottom: 4 }}>
                {summary.reasons.length > 1 && `${r.reason}: `}
                {t('lists.bulkRefusedRows', { rows: rowNames(r.ids) })}
              </Typography.Paragraph>
            ))
          : undefined
      }
    />
  );
}
