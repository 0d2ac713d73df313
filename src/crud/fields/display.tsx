/**
 * Read-only renderings for the show page and list cells. Words come from format.ts. Right to left (Arabic), a
 * value keeps its own direction: numbers, dates, barcodes and links are isolated left to right, and free text
 * takes the direction of its first letter (`dir="auto"`: a document number stays "MEMO-2025-0001").
 */
import { Space, Tag, Typography } from 'antd';
import { fieldOptions, type AnyField } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { displayText } from './format';
import type { DisplayProps } from './types';

export const EMPTY_MARK = '—';

const plain = (p: DisplayProps) => displayText(p.field, p.value, { schema: p.schema, lang: p.lang });

export function TextDisplay(p: DisplayProps) {
  const t = plain(p);
  return t ? <span dir="auto">{t}</span> : <>{EMPTY_MARK}</>;
}

/** Dates and times: left to right in every language ("31/12/2569", "14:30"). */
export function LtrDisplay(p: DisplayProps) {
  const t = plain(p);
  return t ? <span dir="ltr">{t}</span> : <>{EMPTY_MARK}</>;
}

/** Barcodes in a monospace font, so digits line up. */
export function BarcodeDisplay(p: DisplayProps) {
  const t = plain(p);
  return t ? (
    <Typography.Text dir="ltr" style={{ fontFamily: 'monospace' }}>
      {t}
    </Typography.Text>
  ) : (
    <>{EMPTY_MARK}</>
  );
}

/** Long text keeps the writer's line breaks. */
export function MultilineDisplay(p: DisplayProps) {
  const t = plain(p);
  return t ? <div style={{ whiteSpace: 'pre-wrap' }}>{t}</div> : <>{EMPTY_MARK}</>;
}

/** A list cell shows the first line of long text, cut with an ellipsis. */
export function MultilineCell(p: DisplayProps) {
  const t = plain(p);
  return t ? (
    <Typography.Text ellipsis={{ tooltip: t }} style={{ maxWidth: 280 }}>
      {t}
    </Typography.Text>
  ) : (
    <>{EMPTY_MARK}</>
  );
}

const hrefPrefix: Record<string, string> = { email: 'mailto:', phone: 'tel:', url: '' };

export function LinkDisplay(p: DisplayProps) {
  const t = plain(p);
  if (!t) return <>{EMPTY_MARK}</>;
  const external = p.field.type === 'url';
  return (
    <a
      dir="ltr"
      href={`${hrefPrefix[p.field.type] ?? ''}${t}`}
      target={external ? '_blank' : undefined}
      rel={external ? 'noreferrer' : undefined}
      onClick={(e) => e.stopPropagation()}
    >
      {t}
    </a>
  );
}

export function NumberDisplay(p: DisplayProps) {
  const t = plain(p);
  return (
    <span dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t || EMPTY_MARK}
    </span>
  );
}

/** Options show as tags in their colour when the schema gives one, else as words. */
export function OptionDisplay(p: DisplayProps) {
  const options = fieldOptions(p.schema, p.field, p.lang);
  const values = (Array.isArray(p.value) ? p.value : [p.value]).filter((v) => v !== null && v !== undefined && v !== '');
  if (!values.length) return <>{EMPTY_MARK}</>;
  return (
    <Space size={[4, 4]} wrap>
      {values.map((v) => {
        const o = options.find((x) => x.value === v);
        return (
          <Tag key={String(v)} color={o?.color}>
            {o?.label ?? String(v)}
          </Tag>
        );
      })}
    </Space>
  );
}

export function StatusTag({
  schema,
  field,
  value,
  lang,
}: {
  schema: ResourceSchema;
  field: AnyField;
  value: unknown;
  lang: string;
}) {
  if (value === null || value === undefined || value === '') return <>{EMPTY_MARK}</>;
  const state = fieldOptions(schema, field, lang).find((o) => o.value === value);
  return (
    <Tag color={state?.color} data-status={String(value)}>
      {state?.label ?? String(value)}
    </Tag>
  );
}

export function StatusDisplay(p: DisplayProps) {
  return <StatusTag schema={p.schema} field={p.field} value={p.value} lang={p.lang} />;
}

export function BooleanDisplay(p: DisplayProps) {
  const t = plain(p);
  return <>{t || EMPTY_MARK}</>;
}
