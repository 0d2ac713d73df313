/**
 * The JSON view beside the form, kept in step both ways: a change in the form rewrites the text; text that parses
 * to an object becomes the draft (the form follows), text that does not parse stays as typed, marked, until it does.
 */
import { Alert, Input } from 'antd';
import { useState } from 'react';
import { jsonOf, parseJson, type Json } from './model';
import { useSchemaEditorText } from './i18n';

export function JsonView({ draft, onChange }: { draft: Json; onChange: (draft: Json) => void }) {
  const { t } = useSchemaEditorText();
  const shown = jsonOf(draft);
  const [local, setLocal] = useState<{ text: string; from: string; error: string | null }>({
    text: shown,
    from: shown,
    error: null,
  });
  // The form changed the draft: the text shows it (the text typed here already stands for it when it parses the same).
  if (local.from !== shown) {
    const parsed = parseJson(local.text);
    setLocal({ text: 'draft' in parsed && jsonOf(parsed.draft) === shown ? local.text : shown, from: shown, error: null });
  }
  const { text: textValue, error } = local;
  return (
    <>
      <Input.TextArea
        aria-label={t('jsonView')}
        value={textValue}
        spellCheck={false}
        dir="ltr"
        autoSize={{ minRows: 16, maxRows: 32 }}
        status={error ? 'error' : undefined}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        onChange={(e) => {
          const parsed = parseJson(e.target.value);
          if ('draft' in parsed) {
            setLocal({ text: e.target.value, from: jsonOf(parsed.draft), error: null });
            onChange(parsed.draft);
          } else setLocal({ ...local, text: e.target.value, error: parsed.error });
        }}
      />
      {error && <Alert type="warning" showIcon style={{ marginTop: 8 }} message={t('jsonNotParsed')} description={error} />}
    </>
  );
}
