/**
 * The A4 print layout of one record: company header, document title and number, the fields by
 * section, child tables with exact money totals, the workflow trail and the signature lines. Plain
 * HTML styled by print.css (no antd: what prints must not depend on the screen theme).
 */
import type { BaseRecord } from '@refinedev/core';
import { fieldLabel, isVisible, localize, type AnyField } from '../../schema/meta/describe';
import { isMoneyField } from '../../schema/meta/field-types';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { referenceLabelKey, referenceTitle } from '../fields/reference';
import { formatDate } from '../../i18n/dates';
import { displayText, fileList, referenceTarget } from '../fields/format';
import { useSettings } from '../master-data/useBoundSchema';
import { useSchemaRegistry } from '../SchemaContext';
import { groupBySection } from '../sections';
import { useLang } from '../useLang';
import { formatMoneyExact } from '../fields/money';
import { columnTotals } from './totals';
import { actorName, printDateTime, signatures, workflowTrail, type HistoryEntry } from './trail';
import type { Loaded, RefRecords } from './usePrintData';

type Row = Record<string, unknown>;

interface Props {
  schema: ResourceSchema;
  record: BaseRecord;
  refs: RefRecords;
  history: Loaded<HistoryEntry[]>;
  printedBy: string;
  printedAt: string;
}

const EMPTY = '—';
const FULL_WIDTH = new Set(['textarea', 'richtext', 'file', 'image']);

/** A date-only value as the reader's language writes it (src/i18n/dates.ts): "05/05/2568" in Thai. */
const printDate = (value: unknown, lang: string): string => (typeof value === 'string' ? formatDate(value, lang) : '');

function useValueText(schema: ResourceSchema, refs: RefRecords) {
  const { lang } = useLang();
  const registry = useSchemaRegistry();
  return (f: AnyField, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '';
    if (isMoneyField(f)) return formatMoneyExact(value, f.precision ?? 2);
    if (f.type === 'date') return printDate(value, lang);
    if (f.type === 'datetime' && typeof value === 'string') return printDateTime(value, lang);
    const target = referenceTarget(f);
    if (target) {
      const key = referenceLabelKey(f, registry.byName.get(target));
      const rec = refs.get(target)?.get(String(value));
      return rec ? referenceTitle(rec, key) : String(value);
    }
    return displayText(f, value, { schema, lang });
  };
}

function ChildTable({ field, rows, text }: { field: Field; rows: Row[]; text: (f: AnyField, v: unknown) => string }) {
  const { t, lang } = useLang();
  const columns = field.fields ?? [];
  const totals = columnTotals(columns, rows);
  // The "Total" label spans the line number and the columns before the first total.
  const lead = Math.max(
    0,
    columns.findIndex((c) => totals.has(c.name)),
  );
  const numeric = (c: AnyField) => isMoneyField(c) || ['integer', 'number', 'percent', 'computed'].includes(c.type);
  return (
    <table className="print-lines" data-field={field.name}>
      <thead>
        <tr>
          <th className="print-num print-idx">#</th>
          {columns.map((c) => (
            <th key={c.name} className={numeric(c) ? 'print-num' : undefined}>
              {fieldLabel(c, lang)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td className="print-num print-idx">{i + 1}</td>
            {columns.map((c) => (
              <td key={c.name} className={numeric(c) ? 'print-num' : undefined}>
                {isVisible(c, row) ? text(c, row[c.name]) : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals.size > 0 && (
        <tfoot>
          <tr>
            <th colSpan={1 + lead} className="print-nowrap">
              {t('print.total')}
            </th>
            {columns.slice(lead).map((c) => (
              <td key={c.name} className="print-num" data-total={totals.has(c.name) ? c.name : undefined}>
                {totals.get(c.name) ?? ''}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** One section: its scalar fields two to a row (long ones across), then its child tables. */
function Section({
  title,
  fields,
  record,
  text,
}: {
  title: string;
  fields: Field[];
  record: Row;
  text: (f: AnyField, v: unknown) => string;
}) {
  const { lang } = useLang();
  const shown = fields.filter((f) => isVisible(f, record));
  const scalars = shown.filter((f) => f.type !== 'table');
  const tables = shown.filter((f) => f.type === 'table');
  if (!scalars.length && !tables.length) return null;
  const rows: Field[][] = [];
  for (const f of scalars) {
    const last = rows.at(-1);
    const wide = f.span === 2 || FULL_WIDTH.has(f.type);
    if (!wide && last?.length === 1 && !(last[0]!.span === 2 || FULL_WIDTH.has(last[0]!.type))) last.push(f);
    else rows.push([f]);
  }
  const cells = (f: Field, wide: boolean) => [
    <th key={`${f.name}-l`} scope="row">
      {fieldLabel(f, lang)}
    </th>,
    <td key={`${f.name}-v`} colSpan={wide ? 3 : 1} data-field={f.name}>
      {text(f, record[f.name]) || EMPTY}
    </td>,
  ];
  return (
    <section className="print-section">
      <h2>{title}</h2>
      {rows.length > 0 && (
        <table className="print-fields">
          <colgroup>
            <col style={{ width: '17%' }} />
            <col style={{ width: '33%' }} />
            <col style={{ width: '17%' }} />
            <col style={{ width: '33%' }} />
          </colgroup>
          <tbody>
            {rows.map((r) => (
              <tr key={r[0]!.name}>
                {cells(r[0]!, r.length === 1)}
                {r[1] && cells(r[1], false)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {tables.map((f) => (
        <div key={f.name} className="print-table-block">
          <h3>{fieldLabel(f, lang)}</h3>
          <ChildTable field={f} rows={Array.isArray(record[f.name]) ? (record[f.name] as Row[]) : []} text={text} />
        </div>
      ))}
    </section>
  );
}

function Trail({ schema, record, history }: Pick<Props, 'schema' | 'record' | 'history'>) {
  const { t, lang } = useLang();
  const wf = schema.workflow;
  if (!wf) return null;
  const state = (v: string | undefined) => localize(wf.states.find((s) => s.value === v)?.label, lang, v ?? '');
  const actionLabel = (a: string) =>
    a === 'prepared' ? t('print.preparedBy') : localize(wf.transitions.find((x) => x.action === a)?.label, lang, a);
  const entries = history.status === 'ready' ? history.data : [];
  const trail = workflowTrail(schema, entries);
  return (
    <>
      <section className="print-section print-trail">
        <h2>{t('print.trail')}</h2>
        {history.status === 'error' && <p className="print-note">{t('print.trailUnavailable')}</p>}
        {history.status === 'ready' && !trail.length && <p className="print-note">{t('print.trailEmpty')}</p>}
        {trail.length > 0 && (
          <table className="print-lines">
            <thead>
              <tr>
                <th>{t('print.when')}</th>
                <th>{t('print.action')}</th>
                <th>{t('print.status')}</th>
                <th>{t('print.by')}</th>
                <th>{t('print.comment')}</th>
              </tr>
            </thead>
            <tbody>
              {trail.map((e, i) => (
                <tr key={String(e.id ?? i)} data-action={e.action}>
                  <td className="print-nowrap">{printDateTime(e.at, lang)}</td>
                  <td>{actionLabel(e.action)}</td>
                  <td>
                    {state(e.from)} → {state(e.to)}
                  </td>
                  <td>{actorName(e)}</td>
                  <td className="print-comment">{e.comment ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="print-signatures" aria-label={t('print.signatures')}>
        {signatures(schema, record, entries).map((s, i) => (
          <div key={i} className="print-signature" data-role={s.role}>
            <div className="print-signature-line" />
            <div>({s.name || '\u00a0'.repeat(24)})</div>
            <div className="print-signature-role">{actionLabel(s.role)}</div>
            <div>
              {t('print.date')} {s.at ? printDateTime(s.at, lang, false) : '........................'}
            </div>
          </div>
        ))}
      </section>
    </>
  );
}

/**
 * The company block from the system settings (name in the reader's language, address, tax id, logo); the
 * app's name and icon until the settings came or where they cannot be read.
 */
function Company({ lang, fallback }: { lang: string; fallback: string }) {
  const { t } = useLang();
  const settings = useSettings();
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : '');
  const name = text(lang === 'th' ? settings?.companyName : settings?.companyNameEn) || text(settings?.companyName) || fallback;
  const logo = fileList(settings?.logo)[0]?.url ?? '/favicon.svg';
  const taxId = text(settings?.taxId);
  return (
    <div className="print-company">
      <img src={logo} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
      <div>
        <div className="print-company-name" data-testid="print-company">
          {name}
        </div>
        {text(settings?.address) && <div className="print-muted">{text(settings?.address)}</div>}
        {taxId && <div className="print-muted">{t('print.taxId', { taxId })}</div>}
      </div>
    </div>
  );
}

export function PrintDocument({ schema, record, refs, history, printedBy, printedAt }: Props) {
  const { t, lang } = useLang();
  const text = useValueText(schema, refs);
  const wf = schema.workflow;
  const numberField = schema.naming?.field;
  const number = numberField
    ? text(
        schema.fields.find((f) => f.name === numberField)!,
        record[numberField],
      )
    : '';
  const titleField = schema.fields.find((f) => f.name === schema.titleField);
  const title = titleField && titleField.name !== numberField ? text(titleField, record[titleField.name]) : '';
  const stateValue = wf ? String(record[wf.field] ?? wf.initial) : '';
  const state = wf ? localize(wf.states.find((s) => s.value === stateValue)?.label, lang, stateValue) : '';
  // Shown in the header already: the number, the title and the workflow status.
  const inHeader = new Set([numberField, titleField?.name, wf?.field].filter(Boolean));
  const groups = groupBySection(schema);
  const blocks = [
    { key: '', title: schema.sections?.length ? t('print.general') : t('print.details') },
    ...(schema.sections ?? []).map((s) => ({ key: s.name, title: localize(s.label, lang) })),
  ];

  return (
    <article className="print-document" lang={lang} data-testid="print-document">
      <header className="print-header">
        <Company lang={lang} fallback={t('print.company')} />
        <div className="print-docmeta">
          <div className="print-doctype">{localize(schema.label, lang)}</div>
          {number && (
            <div>
              {t('print.documentNo')} <strong data-testid="print-number">{number}</strong>
            </div>
          )}
          {wf && (
            <div>
              {t('print.status')}: <strong data-testid="print-state">{state}</strong>
            </div>
          )}
        </div>
      </header>
      {title && <h1 className="print-title">{title}</h1>}
      {blocks.map((b) => (
        <Section
          key={b.key || '__general'}
          title={b.title}
          fields={(groups.get(b.key) ?? []).filter((f) => !inHeader.has(f.name))}
          record={record}
          text={text}
        />
      ))}
      <Trail schema={schema} record={record} history={history} />
      <footer className="print-footer print-muted">
        {t('print.printedBy', { name: printedBy, date: printDateTime(printedAt, lang) })}
      </footer>
    </article>
  );
}
