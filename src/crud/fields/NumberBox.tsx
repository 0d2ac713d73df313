/**
 * The one box for numbers and money (issue 37), in the forms and on the hand-written screens (POS cash and
 * quantities, rewards). It keeps what the person typed: deleting every digit leaves it empty (no "0" left in
 * front of the next digits), and text it cannot read ("25k", "2O,OOO") stays as typed and goes to the owner as
 * that text, so the form's validator refuses it beside the field and the form cannot be saved with it. A number
 * is shown grouped ("1,234.50" for money) once the box is left; the value is never rounded or reinterpreted.
 */
import { Input, type InputProps as AntInputProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { readNumberText, type NumberReading, type NumberTextRules } from '../../schema/records/number-text';
import { groupThousands } from './format';
import { formatMoneyExact } from './money';

/** What the box holds: a number, nothing, or the text it could not read. */
export type NumberBoxValue = number | string | null;

export interface NumberBoxProps extends Omit<AntInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Optional as antd's Form.Item hands both to its control. */
  value?: unknown;
  onChange?: (value: NumberBoxValue, reading: NumberReading) => void;
  /** Money: always shown with its decimals ("1,234.50"). */
  money?: boolean;
  rules?: NumberTextRules;
}

/** The text a stored value is shown as: grouped, money padded to its decimals; unread text as it was typed. */
export function numberBoxText(value: unknown, money: boolean, decimals?: number): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (money) return formatMoneyExact(value, decimals ?? 2);
  // Every digit the number has (String never rounds it); exponent forms (1e-7, 1e21) as they are.
  const plain = String(value);
  return /e/i.test(plain) ? plain : groupThousands(plain);
}

/** How many decimals a typed number shows ("12.30" -> 2). */
const decimalsIn = (text: string): number => /\.(\d*)/.exec(text)?.[1]?.length ?? 0;

/** What `onChange` is given for a reading: the number, null for an empty box, the typed text when unread. */
export const boxValue = (text: string, r: NumberReading): NumberBoxValue =>
  r.kind === 'number' ? r.value : r.kind === 'empty' ? null : text;

export function NumberBox({ value, onChange, money = false, rules = {}, onBlur, style, ...rest }: NumberBoxProps) {
  const [text, setText] = useState(() => numberBoxText(value, money, rules.decimals));
  // The value this box last gave its owner: when the owner hands it back, the text as typed stays.
  const given = useRef<unknown>(value);
  useEffect(() => {
    if (Object.is(value, given.current)) return;
    given.current = value;
    setText(numberBoxText(value, money, rules.decimals));
  }, [value, money, rules.decimals]);

  const take = (typed: string) => {
    const reading = readNumberText(typed, rules);
    const next = boxValue(typed, reading);
    setText(typed);
    given.current = next;
    onChange?.(next, reading);
  };
  const current = readNumberText(text, rules);

  return (
    <Input
      inputMode={rules.integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      dir="ltr"
      // A spin button, as antd's InputNumber was: ArrowUp and ArrowDown step by one from a number read.
      role="spinbutton"
      aria-valuenow={current.kind === 'number' ? current.value : undefined}
      {...rest}
      style={{ direction: 'ltr', ...style }}
      value={text}
      onChange={(e) => take(e.target.value)}
      onKeyDown={(e) => {
        rest.onKeyDown?.(e);
        if (e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || current.kind === 'empty') return;
        if (current.kind !== 'number' || rest.disabled || rest.readOnly) return;
        e.preventDefault();
        const stepped = current.value + (e.key === 'ArrowUp' ? 1 : -1);
        if (rules.unsigned && stepped < 0) return;
        // Added in whole units of the last decimal written: 12.30 + 1 is 13.30, no binary residue.
        const places = decimalsIn(text);
        take(numberBoxText(Number(stepped.toFixed(places)), money, rules.decimals));
      }}
      onBlur={(e) => {
        const reading = readNumberText(text, rules);
        if (reading.kind === 'number') setText(numberBoxText(reading.value, money, rules.decimals));
        onBlur?.(e);
      }}
    />
  );
}
