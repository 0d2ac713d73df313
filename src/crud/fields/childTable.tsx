/**
 * Child tables (order lines, installment items): an editable grid in the form, a read-only grid on the
 * show page. Each column uses its own kind from the registry; computed columns and totals follow the
 * live values (applyFormulas over the watched form) as the user types.
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabel, isReadOnly, isRequired, isVisible, type AnyField } from '../../schema/meta/describe';
import type { ChildField, Field, Lang } from '../../schema/meta/meta';
import { RowActionButtons } from './rowActions';
import { toNumber } from '../../schema/records/validate';
import { inputColumnWidth } from '../../schema/lists/columns';
import { rowDefaults } from '../resolver';
import { EMPTY_MARK } from './display';
import { displayText, isNumericField } from './format';
import { PageRowsContext } from './reference';
import { columnKind } from './scalar';
import type { DisplayProps, InputProps } from './types';

type Row = Record<string, unknown>;

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A small table's cell padding, both sides: a column's width holds it and the input. */
const CELL_PADDING = 16;

const rowsOf = (v: unknown): Row[] =>
  Array.isArray(v) ? v.map((r) => (r !== null && typeof r === 'object' ? (r as Row) : {})) : [];

const columnsOf = (f: AnyField): ChildField[] => ('fields' in f && Array.isArray(f.fields) ? f.fields : []);

/**
 * Which columns get a total: when the table computes line amounts, those and the quantities (a sum
 * of unit prices means nothing); otherwise every number column (e.g. the amounts of expense items).
 * A column with `"total": false` never gets one (scores, levels).
 */
function summedColumns(columns: readonly ChildField[]): Set<string> {
  const computed = columns.some((c) => c.type === 'computed' && isNumericField(c));
  return new Set(
    columns
      .filter((c) => c.total !== false && isNumericField(c) && (!computed || c.type === 'computed' || c.type === 'integer'))
      .map((c) => c.name),
  );
}

/** Column sums, formatted like their column; '' for columns without a total. */
function totalsRow(columns: readonly ChildField[], rows: readonly Row[], ctx: { lang: string }) {
  const summed = summedColumns(columns);
  return columns.map((c) => {
    if (!summed.has(c.name)) return '';
    const sum = rows.reduce((t, r) => {
      const n = toNumber(r[c.name]);
      return Number.isFinite(n) ? t + n : t;
    }, 0);
    return displayText(c, sum, { schema: null, lang: ctx.lang });
  });
}

function TotalsSummary({
  columns,
  rows,
  lang,
  offset,
  trailing,
}: {
  columns: readonly ChildField[];
  rows: readonly Row[];
  lang: string;
  offset: number;
  trailing: number;
}) {
  const { t } = useTranslation();
  if (!rows.length || !columns.some(isNumericField)) return null;
  const totals = totalsRow(columns, rows, { lang });
  return (
    <Table.Summary.Row>
      {offset > 0 && <Table.Summary.Cell index={0}>{t('crud.total')}</Table.Summary.Cell>}
      {totals.map((text, i) => (
        <Table.Summary.Cell key={i} index={i + offset} align={isNumericField(columns[i]!) ? 'right' : undefined}>
          {offset === 0 && i === 0 && !text ? (
            <Typography.Text strong>{t('crud.total')}</Typography.Text>
          ) : (
            <Typography.Text strong>{text}</Typography.Text>
          )}
        </Table.Summary.Cell>
      ))}
      {trailing > 0 && <Table.Summary.Cell index={totals.length + offset} />}
    </Table.Summary.Row>
  );
}

export function ChildTableInput(p: InputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { fields: rows, append, remove } = useFieldArray({ control, name: p.name });
  const columns = columnsOf(p.field);
  // The form passes the live (recomputed) rows as the value: computed cells and totals read them.
  const live = rowsOf(p.value);

  const tableColumns: TableColumnsType<{ key: string; index: number }> = [
    { title: '#', key: '#', width: 48, render: (_, r) => r.index + 1 },
    ...columns.map((c) => ({
      title: (
        <span>
          {isRequired(c, {}) && <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>*</span>}
          {fieldLabel(c, p.lang)}
        </span>
      ),
      key: c.name,
      // Wide enough for its input to show its whole value (a month, a date, an amount); a schema `width` only widens.
      width: inputColumnWidth(c),
      align: isNumericField(c) ? ('right' as const) : undefined,
      render: (_: unknown, r: { index: number }) => {
        const rowValues = live[r.index] ?? {};
        if (!isVisible(c, rowValues)) return null;
        const kind = columnKind(c.type);
        const label = `${fieldLabel(c, p.lang)} ${r.index + 1}`;
        const cellId = `${p.id}_${r.index}_${c.name}`;
        // A visually hidden label per cell ("Price 2"): the control is found by its label like any other.
        const hiddenLabel = (
          <label htmlFor={cellId} style={VISUALLY_HIDDEN}>
            {label}
          </label>
        );
        if (kind.selfBound)
          return (
            <>
              {hiddenLabel}
              <kind.Input
                field={c}
                schema={p.schema}
                id={cellId}
                name={`${p.name}.${r.index}.${c.name}`}
                value={rowValues[c.name]}
                onChange={() => undefined}
                onBlur={() => undefined}
                disabled
                invalid={false}
                lang={p.lang}
              />
            </>
          );
        return (
          <Controller
            control={control}
            name={`${p.name}.${r.index}.${c.name}`}
            render={({ field, fieldState }) => (
              <div style={{ minWidth: (inputColumnWidth(c) ?? CELL_PADDING) - CELL_PADDING }}>
                {hiddenLabel}
                <kind.Input
                  field={c}
                  schema={p.schema}
                  id={cellId}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={p.disabled || isReadOnly(p.schema, c, rowValues)}
                  invalid={Boolean(fieldState.error)}
                  lang={p.lang}
                />
                {fieldState.error?.message && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
                    {fieldState.error.message}
                  </Typography.Text>
                )}
              </div>
            )}
          />
        );
      },
    })),
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_, r) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={p.disabled}
          aria-label={`${t('crud.removeRow')} ${r.index + 1}`}
          onClick={() => remove(r.index)}
        />
      ),
    },
  ];

  return (
    // Width 0, at least the field's: the table scrolls sideways in a narrow form instead of widening the page.
    <div id={p.id} tabIndex={-1} style={{ width: 0, minWidth: '100%' }}>
      <Table
        size="small"
        pagination={false}
        // As wide as its columns, each wide enough for its input: on a phone it scrolls sideways.
        scroll={{ x: 'max-content' }}
        dataSource={rows.map((row, index) => ({ key: row.id, index }))}
        columns={tableColumns}
        locale={{ emptyText: t('crud.noRows') }}
        summary={() => <TotalsSummary columns={columns} rows={live} lang={p.lang} offset={1} trailing={1} />}
      />
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={p.disabled}
        onClick={() => append(rowDefaults(columns))}
        style={{ marginTop: 8 }}
      >
        {t('crud.addRow')}
      </Button>
    </div>
  );
}

export function ChildTableDisplay(p: DisplayProps) {
  const { t } = useTranslation();
  const columns = columnsOf(p.field);
  const rows = rowsOf(p.value);
  const tableColumns: TableColumnsType<Row & { key: number }> = columns.map((c) => {
    const kind = columnKind(c.type);
    const Cell = kind.Cell ?? kind.Display;
    return {
      title: fieldLabel(c, p.lang),
      key: c.name,
      width: c.width,
      align: isNumericField(c) ? ('right' as const) : undefined,
      render: (_: unknown, row: Row) => <Cell field={c} schema={p.schema} value={row[c.name]} record={row} lang={p.lang} />,
    };
  });
  // The table's row actions (an installment marked paid), on the record's page only.
  const table = p.field as Field;
  if (table.rowActions?.length && p.record?.id !== undefined)
    tableColumns.push({
      title: t('crud.actions'),
      key: '__rowActions',
      render: (_: unknown, row: Row & { key: number }) => (
        <RowActionButtons schema={p.schema} table={table} record={p.record!} row={row} index={row.key} lang={p.lang as Lang} />
      ),
    });
  if (!rows.length) return <>{EMPTY_MARK}</>;
  // Reference cells batch their lookups over these rows, as on a list page.
  return (
    <PageRowsContext.Provider value={rows}>
      {/* Width 0, at least the cell's: the table scrolls sideways in a narrow cell instead of widening the page. */}
      <div style={{ width: 0, minWidth: '100%' }}>
        <Table
          size="small"
          pagination={false}
          // As wide as its content (else on a phone each letter gets a line of its own).
          scroll={{ x: 'max-content' }}
          dataSource={rows.map((r, i) => ({ ...r, key: i }))}
          columns={tableColumns}
          locale={{ emptyText: t('crud.noRows') }}
          summary={() => <TotalsSummary columns={columns} rows={rows} lang={p.lang} offset={0} trailing={0} />}
        />
      </div>
    </PageRowsContext.Provider>
  );
}

/** In a list cell a child table is just its row count. */
export function ChildTableCell(p: DisplayProps) {
  return <>{rowsOf(p.value).length}</>;
}
