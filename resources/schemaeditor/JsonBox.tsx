/**
 * A key of the draft edited as JSON text (sections, the workflow, a condition, a rule's expression): the draft follows
 * the text whenever it parses; text that does not parse stays as typed, with a message beside the box, and the
 * draft keeps its last value; an emptied box drops the key. The server's errors for the key show under it.
 */
import { Input, Typography } from 'antd';
import { useId, useState } from 'react';
import type { PathError } from './errors';
import { CellErrors } from './CellErrors';
import { useSchemaEditorText } from './i18n';
import { jsonText, parseValue } from './model-details';

interface Props {
  value: unknown;
  onChange: (value: unknown) => void;
  /** The box's accessible name. */
  label: string;
  /** Compact (an expression, on one line when short) or laid out (a block of sections). */
  compact?: boolean;
  placeholder?: string;
  errors?: PathError[];
}

/** Whether the text typed stands for the value shown (the same JSON, however laid out). */
function stands(typed: string, value: unknown): boolean {
  const parsed = parseValue(typed);
  return 'value' in parsed && jsonText(parsed.value) === jsonText(value);
}

export function JsonBox({ value, onChange, label, compact = false, placeholder, errors }: Props) {
  const { t } = useSchemaEditorText();
  const messageId = useId();
  const shown = value === undefined ? '' : compact ? jsonText(value) : JSON.stringify(value, null, 2);
  const [local, setLocal] = useState({ text: shown, from: shown, bad: false });
  // The draft changed elsewhere (the JSON view, a reload): the box shows it, unless it is what is typed here.
  if (local.from !== shown) setLocal({ text: stands(local.text, value) ? local.text : shown, from: shown, bad: false });
  const { text: typed, bad } = local;
  return (
    <>
      <Input.TextArea
        aria-label={label}
        aria-invalid={bad || !!errors?.length}
        aria-describedby={bad ? messageId : undefined}
        value={typed}
        placeholder={placeholder}
        spellCheck={false}
        // JSON reads left to right in every language (bidi would reorder its brackets in Arabic).
        dir="ltr"
        autoSize={{ minRows: compact ? 1 : 2, maxRows: 14 }}
        status={bad || errors?.length ? 'error' : undefined}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        onChange={(e) => {
          const parsed = parseValue(e.target.value);
          if ('value' in parsed) {
            const next = parsed.value;
            const from = next === undefined ? '' : compact ? jsonText(next) : JSON.stringify(next, null, 2);
            setLocal({ text: e.target.value, from, bad: false });
            onChange(next);
          } else setLocal({ ...local, text: e.target.value, bad: true });
        }}
      />
      {bad && (
        <Typography.Text id={messageId} type="warning" style={{ display: 'block', fontSize: 12 }}>
          {t('jsonNotParsed')}
        </Typography.Text>
      )}
      <CellErrors errors={errors} />
    </>
  );
}
