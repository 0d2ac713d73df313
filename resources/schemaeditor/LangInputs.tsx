/**
 * A localized text's four inputs side by side (English, Thai, French, Arabic): four in a row on a desktop, two on a
 * tablet, one under the other on a phone; Arabic is typed right to left. Each shows the server's errors for its
 * language. Used for a field's help and pattern message and a rule's message.
 */
import { Col, Form, Input, Row } from 'antd';
import { useId } from 'react';
import type { PathError } from './errors';
import { CellErrors } from './CellErrors';
import { useSchemaEditorText } from './i18n';
import { LANGS, type Lang } from './model';

interface Props {
  /** The text's name ("Help text"): each input is "<what> (<language>)". */
  what: string;
  value: (lang: Lang) => string;
  onChange: (lang: Lang, value: string) => void;
  /** The accessible name of a language's input (the visible label and where it stands: "…, field 2"). */
  labelOf: (label: string) => string;
  errorsOf: (lang: Lang) => PathError[] | undefined;
}

export function LangInputs({ what, value, onChange, labelOf, errorsOf }: Props) {
  const { t } = useSchemaEditorText();
  const id = useId();
  return (
    <Row gutter={12}>
      {LANGS.map((lang) => {
        const label = t('inLang', { what, lang: t(`lang_${lang}`) });
        const errors = errorsOf(lang);
        return (
          <Col key={lang} xs={24} sm={12} lg={6}>
            <Form.Item
              label={label}
              htmlFor={`${id}-${lang}`}
              validateStatus={errors?.length ? 'error' : undefined}
              help={errors?.length ? <CellErrors errors={errors} /> : undefined}
            >
              <Input
                id={`${id}-${lang}`}
                aria-label={labelOf(label)}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : undefined}
                value={value(lang)}
                onChange={(e) => onChange(lang, e.target.value)}
              />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
