/**
 * Search box (full-text `q`, debounced) and the filters of fields marked `filter: true`. On a phone the
 * filters wait behind a Filters button (with the count of those applied) in a drawer, so the rows show.
 */
import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Badge, Button, Drawer, Form, Grid, Input } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fieldLabel, localize } from '../../schema/meta/describe';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { fieldKind } from '../fields/registry';
import { appliedCount } from './filterCount';
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
  const phone = Grid.useBreakpoint().md === false;
  const [drawer, setDrawer] = useState(false);
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

  const searchBox = (
    <Input
      id="crud-search"
      type="search"
      allowClear
      prefix={<SearchOutlined />}
      placeholder={t('crud.searchPlaceholder', { label: localize(schema.pluralLabel, lang) })}
      value={text}
      onChange={(e) => typed(e.target.value)}
      onPressEnter={() => applyNow(text, values)}
      style={{ width: phone ? '100%' : 240 }}
    />
  );
  const filterItems = filterFields.map((f) => {
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
  });

  if (phone) {
    const count = appliedCount(values);
    return (
      <Form layout="vertical" style={{ marginBottom: 16 }} component="div">
        <Form.Item label={t('crud.search')} htmlFor="crud-search" style={{ marginBottom: 8 }}>
          {searchBox}
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {filterFields.length > 0 && (
            <Badge count={count} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setDrawer(true)}
                aria-label={count ? t('listsForms.filtersApplied', { count }) : t('listsForms.filters')}
                data-testid="filters-button"
              >
                {t('listsForms.filters')}
              </Button>
            </Badge>
          )}
          {extra}
        </div>
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="bottom"
          height="85%"
          title={t('listsForms.filters')}
          footer={
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button onClick={() => applyNow(text, {})} disabled={count === 0}>
                {t('crud.clearFilters')}
              </Button>
              <Button type="primary" onClick={() => setDrawer(false)}>
                {t('listsForms.showResults')}
              </Button>
            </div>
          }
        >
          {/* The drawer is its own vertical form: one filter a line, full width. */}
          <Form layout="vertical" component="div" className="crud-filter-drawer">
            {filterItems}
          </Form>
        </Drawer>
      </Form>
    );
  }

  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} component="div">
      <Form.Item label={t('crud.search')} htmlFor="crud-search">
        {searchBox}
      </Form.Item>
      {filterItems}
      {/* Applied filters show as chips under the toolbar, with their own "Clear filters" (src/crud/views/FilterChips). */}
      {extra && <Form.Item style={{ marginInlineEnd: 0, marginInlineStart: 'auto' }}>{extra}</Form.Item>}
    </Form>
  );
}
