/**
 * The generated list screen: server-side pagination, sorting, search and filters over the json-server
 * dialect; row actions, create and export gated by access control; empty, loading and error states.
 */
import { errorText } from '../../http/errors';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { ExportButton, mapAntdSorterToCrudSorting, useTable } from '@refinedev/antd';
import { PageFrame } from '../page/PageFrame';
import { useDataProvider, useNotification, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import { Button, Empty, Flex, Form, Grid, Result, Spin, Table, theme, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { ALL_ROWS } from '../../access/list-views';
import { defaultSorters, filterFields as schemaFilterFields, localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useAllowed } from '../access';
import { PageRowsContext } from '../fields/reference';
import { fieldKind } from '../fields/registry';
import { ImportButton } from '../import/ImportButton';
import { ListCreateButton } from './ListCreateButton';
import { useSchemaRegistry } from '../SchemaContext';
import { useLang } from '../useLang';
import { exportToXlsx } from './exportXlsx';
import { ALL, ListFooter } from './ListFooter';
import { ListToolbar, type FilterValues } from './ListToolbar';
import { useListColumns } from './useListColumns';
import { useRowOpen } from './useRowOpen';
import './list.css';
import { useBulk } from '../bulk/useBulk';
import { ColumnChooser } from '../views/ColumnChooser';
import { FilterChips } from '../views/FilterChips';
import { crudFilters, useListState } from '../views/useListState';
import { useListViews, type ListViews } from '../views/useListViews';
import { ViewsMenu } from '../views/ViewsMenu';

export default function ListPage({ schema }: { schema: ResourceSchema }) {
  // Remount per resource: columns and filters decide which hooks run.
  return <ListWithViews key={schema.name} schema={schema} />;
}

/** The user's saved views load first: the list's first query already has the settings it opens with. */
function ListWithViews({ schema }: { schema: ResourceSchema }) {
  const views = useListViews(schema);
  const { lang } = useLang();
  if (!views.ready)
    return (
      <PageFrame title={localize(schema.pluralLabel, lang)} extra={<></>}>
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      </PageFrame>
    );
  return <ListView schema={schema} views={views} />;
}

const SEARCH = 'q';
/** The top bar's height (src/shell/theme.tsx HEADER_HEIGHT): the table's header sticks below it. */
const STICKY_TOP = 64;
/** A plain icon: antd's own empty pictures carry a "No data" title that reads as a second message. */
const EMPTY_IMAGE = <InboxOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />;

function ListView({ schema, views }: { schema: ResourceSchema; views: ListViews }) {
  const { t, lang } = useLang();
  const registry = useSchemaRegistry();
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const opening = views.opening.settings;
  const [showAll, setShowAll] = useState(opening?.pageSize === ALL_ROWS);
  const [exporting, setExporting] = useState(false);
  const filterFields = useMemo(() => schemaFilterFields(schema), [schema]);

  const {
    tableProps,
    tableQuery,
    filters,
    setFilters,
    sorters,
    setSorters,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    result,
    searchFormProps,
  } = useTable<BaseRecord, HttpError>({
    resource: schema.name,
    pagination: { mode: showAll ? 'off' : 'server', pageSize: typeof opening?.pageSize === 'number' ? opening.pageSize : 10 },
    sorters: { initial: opening ? opening.sorters : defaultSorters(schema) },
    filters: { initial: opening ? crudFilters(opening) : [] },
  });
  // Saved views, the column chooser and the last used settings, over the table's URL-synced state.
  const list = useListState(schema, views, {
    filters,
    setFilters,
    sorters,
    setSorters,
    pageSize,
    setPageSize,
    setCurrentPage,
    showAll,
    setShowAll,
  });

  // The toolbar shows what the filters say, so filters restored from the URL appear in their controls.
  const search = String(filters.find((f) => 'field' in f && f.field === SEARCH)?.value ?? '');
  const values: FilterValues = Object.fromEntries(
    filterFields.map((f) => [f.name, fieldKind(f.type).filterCodec?.fromFilters(f, filters)]),
  );
  const applyFilters = (text: string, next: FilterValues) => {
    const crud: CrudFilter[] = text.trim() ? [{ field: SEARCH, operator: 'eq', value: text.trim() }] : [];
    for (const f of filterFields) crud.push(...(fieldKind(f.type).filterCodec?.toFilters(f, next[f.name]) ?? []));
    setFilters(crud, 'replace');
    setCurrentPage(1);
  };

  const canExport = useAllowed(schema.name, 'export');
  const columns = useListColumns(schema, sorters, list.columns);
  const rowOpens = useRowOpen(schema);
  const { token } = theme.useToken();
  // Wider than a phone, the table fits its box where it can: text wraps so that no number hides under the
  // pinned actions (list.css); a phone scrolls its columns, the ones that matter first (useListColumns).
  const wide = Grid.useBreakpoint().md !== false;
  const rows = result.data;
  const total = result.total ?? rows.length;
  const filtered = filters.length > 0;

  const onTableChange: TableProps<BaseRecord>['onChange'] = (_pagination, _filters, sorter) => {
    setSorters(mapAntdSorterToCrudSorting(sorter));
    setCurrentPage(1);
  };

  const runExport = async (onlyIds?: ReadonlySet<string>) => {
    setExporting(true);
    try {
      const count = await exportToXlsx({ dataProvider: dataProvider(), schema, registry, filters, sorters, lang, onlyIds });
      open?.({ type: 'success', message: t('crud.exported', { count }) });
    } catch (error) {
      open?.({
        type: 'error',
        message: t('crud.exportFailed'),
        description: errorText(error),
      });
    } finally {
      setExporting(false);
    }
  };

  // Row selection and bulk actions (src/crud/bulk).
  const bulk = useBulk({ schema, rows, total, filters, canExport, exporting, onExport: (ids) => void runExport(ids) });

  // Nothing to say while loading; an empty list offers the first record, an empty search a way out.
  const emptyText = tableProps.loading ? (
    <span />
  ) : filtered ? (
    <Empty image={EMPTY_IMAGE} description={t('crud.emptyFiltered')}>
      <Button onClick={() => applyFilters('', {})}>{t('crud.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty image={EMPTY_IMAGE} description={t('crud.empty')}>
      <ListCreateButton schema={schema} first />
    </Empty>
  );

  return (
    <PageFrame
      title={localize(schema.pluralLabel, lang)}
      extra={
        <>
          {canExport && (
            <ExportButton onClick={() => void runExport()} loading={exporting}>
              {t('crud.export')}
            </ExportButton>
          )}
          <ImportButton schema={schema} onImported={() => void tableQuery.refetch()} />
          <ListCreateButton schema={schema} />
        </>
      }
    >
      {/* useTable's own search form instance, hooked to no markup (our toolbar filters instead): unhooked, antd warns. */}
      <Form form={searchFormProps.form} component={false} />
      <ListToolbar
        schema={schema}
        filterFields={filterFields}
        search={search}
        values={values}
        onChange={applyFilters}
        extra={
          <Flex gap={8} wrap>
            <ViewsMenu schema={schema} views={views} state={list} />
            <ColumnChooser schema={schema} columns={list.columns} onChange={list.setColumns} />
          </Flex>
        }
      />
      <FilterChips
        schema={schema}
        filterFields={filterFields}
        filters={filters}
        onChange={(next) => {
          setFilters(next, 'replace');
          setCurrentPage(1);
        }}
      />
      {bulk.area}
      {tableQuery.isError ? (
        <Result
          status="warning"
          title={t('crud.loadError')}
          subTitle={tableQuery.error ? errorText(tableQuery.error) : undefined}
          extra={<Button onClick={() => void tableQuery.refetch()}>{t('crud.retry')}</Button>}
        />
      ) : (
        <PageRowsContext.Provider value={rows}>
          <Table<BaseRecord>
            dataSource={rows}
            loading={tableProps.loading}
            rowKey={(r) => String(r.id)}
            rowSelection={bulk.rowSelection}
            columns={columns}
            onChange={onTableChange}
            pagination={false}
            scroll={{ x: wide ? true : 'max-content' }}
            tableLayout="auto"
            // The header stays under the sticky top bar while the rows scroll (list.css: --crud-sticky-top).
            sticky={{ offsetHeader: STICKY_TOP }}
            onRow={rowOpens}
            className="crud-list"
            style={{ ['--crud-focus' as string]: token.colorPrimary }}
            size="middle"
            locale={{ emptyText }}
          />
          <ListFooter
            total={total}
            currentPage={currentPage}
            pageSize={pageSize}
            showAll={showAll}
            onPage={setCurrentPage}
            onPageSize={(size) => {
              setShowAll(size === ALL);
              if (size !== ALL) setPageSize(size);
              setCurrentPage(1);
            }}
          />
        </PageRowsContext.Provider>
      )}
    </PageFrame>
  );
}
