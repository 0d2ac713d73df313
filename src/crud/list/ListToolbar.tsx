/** Search box (full-text `q`, debounced) and the filters of fields marked `filter: true`. */
import { SearchOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fieldLabel, localize } from '../../schema/describe';
import type { Field, ResourceSchema } from '../../schema/meta';
import { fieldKind } from '../fields/registry';
import { fieldDomId, useLang } from '../useLang';

export type FilterValues = Record<string, unknown>;

interface Props {
  schema: ResourceSchema;
  filterFields: Field[];
  search: string;
  values: FilterValues;
  onChange: (search: string, values: FilterValues) => void;
  /** Controls at the end of the toolbar (saved views, column chooser). */
  extra?: ReactNode;
}

const SEARCH_DELAY_MS = 400;

export function ListToolbar({ schema, filterFields, search, values, onChange, extra }: Props) {
  const { t, lang } = useLang();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The box follows outside changes of the search (clear, back/forward through the URL).
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  // Typing waits for a pause before querying; any other change applies at once and cancels the wait.
  const typed = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next, values), SEARCH_DELAY_MS);
  };
  const applyNow = (nextText: string, nextValues: FilterValues) => {
    clearTimeout(timer.current);
    setText(nextText);
    onChange(nextText, nextValues);
  };

  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} component="div">
      <Form.Item label={t('crud.search')} htmlFor="crud-search">
        <Input
          id="crud-search"
          type="search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('crud.searchPlaceholder', { label: localize(schema.pluralLabel, lang) })}
          value={text}
          onChange={(e) => typed(e.target.value)}
          onPressEnter={() => applyNow(text, values)}
          style={{ width: 240 }}
        />
      </Form.Item>
      {filterFields.map((f) => {
        const { Filter } = fieldKind(f.type);
        if (!Filter) return null;
        const id = `filter-${fieldDomId(f.name)}`;
        return (
          <Form.Item key={f.name} label={fieldLabel(f, lang)} htmlFor={id}>
            <Filter
              field={f}
              schema={schema}
              id={id}
              lang={lang}
              value={values[f.name]}
              onChange={(v) => applyNow(text, { ...values, [f.name]: v })}
            />
          </Form.Item>
        );
      })}
      {/* Applied filters show as chips under the toolbar, with their own "Clear filters" (src/crud/views/FilterChips). */}
      {extra && <Form.Item style={{ marginInlineEnd: 0, marginInlineStart: 'auto' }}>{extra}</Form.Item>}
    </Form>
  );
}
