/** Form controls for the plain field kinds (text, numbers, switches, options). Dates, files, references and tables live beside. */
import { Input, Select, Switch } from 'antd';
import type { CSSProperties } from 'react';
import { fieldOptions } from '../../schema/meta/describe';
import { displayText, isNumericField } from './format';
import { NumberBox } from './NumberBox';
import { StatusTag } from './display';
import type { InputProps } from './types';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const common = (p: InputProps) => ({
  id: p.id,
  disabled: p.disabled,
  status: p.invalid ? ('error' as const) : undefined,
  'aria-invalid': p.invalid || undefined,
  onBlur: p.onBlur,
});

/** Native type stays "text": browser constraint checks would block submit before our messages show. */
const inputModes: Record<string, 'email' | 'tel' | 'url' | undefined> = { email: 'email', phone: 'tel', url: 'url' };
/**
 * Typed left to right in every language (Arabic too): codes and addresses; numbers too (NumberInput). Other text
 * reads in the direction of its first letter (`unicode-bidi: plaintext`: a code typed in an Arabic form stays
 * "PO-2026-0042"). Inline styles, as antd's right-to-left classes set `direction` on the box and win over `dir`.
 */
const LTR_TYPES = new Set(['barcode', 'email', 'phone', 'url']);
const FOLLOWS_TEXT: CSSProperties = { unicodeBidi: 'plaintext' };

export function TextInput(p: InputProps) {
  return (
    <Input
      {...common(p)}
      value={text(p.value)}
      inputMode={inputModes[p.field.type]}
      dir={LTR_TYPES.has(p.field.type) ? 'ltr' : 'auto'}
      style={
        LTR_TYPES.has(p.field.type)
          ? { direction: 'ltr', fontFamily: p.field.type === 'barcode' ? 'monospace' : undefined }
          : FOLLOWS_TEXT
      }
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

export function TextAreaInput(p: InputProps) {
  return (
    <Input.TextArea
      {...common(p)}
      value={text(p.value)}
      dir="auto"
      style={FOLLOWS_TEXT}
      autoSize={{ minRows: 3, maxRows: 12 }}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

/**
 * Numbers and money: the typed text is kept and read exactly (NumberBox); text it cannot read goes to the form as
 * typed, so the validator refuses it beside the field and the form is not saved with it.
 */
export function NumberInput(p: InputProps) {
  const { type, precision } = p.field;
  const money = type === 'money';
  return (
    <NumberBox
      {...common(p)}
      value={p.value}
      money={money}
      rules={{ integer: type === 'integer', decimals: money ? (precision ?? 2) : precision }}
      suffix={type === 'percent' ? '%' : undefined}
      onChange={(v) => p.onChange(v)}
      onBlur={p.onBlur}
    />
  );
}

export function BooleanInput(p: InputProps) {
  const flag = p.field.type === 'flag';
  const checked = flag ? p.value === 'Y' : p.value === true;
  return <Switch id={p.id} disabled={p.disabled} checked={checked} onChange={(on) => p.onChange(flag ? (on ? 'Y' : 'N') : on)} />;
}

export function SelectInput(p: InputProps) {
  const multiple = p.field.type === 'multiselect';
  const options = fieldOptions(p.schema, p.field, p.lang).map((o) => ({ value: o.value, label: o.label }));
  const value = multiple ? (Array.isArray(p.value) ? p.value : []) : p.value === null || p.value === '' ? undefined : p.value;
  return (
    <Select
      {...common(p)}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      options={options}
      allowClear
      showSearch
      optionFilterProp="label"
      onChange={(v: unknown) => p.onChange(v ?? (multiple ? [] : null))}
    />
  );
}

/** Workflow status is never typed in: it moves only through workflow actions. */
export function StatusInput(p: InputProps) {
  return <StatusTag schema={p.schema} field={p.field} value={p.value} lang={p.lang} />;
}

/** Computed values are never typed: a read-only box (still labelled, so it can be read by its label) shows the live result. */
export function ComputedInput(p: InputProps) {
  return (
    <Input
      id={p.id}
      readOnly
      tabIndex={-1}
      variant="filled"
      value={displayText(p.field, p.value, { schema: p.schema, lang: p.lang, plainMoney: true })}
      style={isNumericField(p.field) ? { textAlign: 'right' } : undefined}
    />
  );
}
