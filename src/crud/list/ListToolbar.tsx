/** Search box (full-text `q`, debounced) and the filters of fields marked `filter: true`. */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
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
}

const SEARCH_DELAY_MS = 400;

export function ListToolbar({ schema, filterFields, search, values, onChange }: Props) {
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

  const active = search !== '' || Object.values(values).some((v) => v !== undefined && v !== null && v !== '');
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
      {active && (
        <Form.Item>
          <Button onClick={() => applyNow('', {})}>{t('crud.clearFilters')}</Button>
        </Form.Item>
      )}
    </Form>
  );
}
