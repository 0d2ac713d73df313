/**
 * A table field's columns (its `fields`), in a table nested in the field's details: name, type (any but a table),
 * label in the four languages, required, min and max (number types), options (select, multiselect) and the target
 * of a reference. Add, remove and move columns; the server's errors beside the cell they concern (errors.ts).
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { NumberBox } from '../../src/crud/fields/NumberBox';
import { CellErrors } from './CellErrors';
import { childControl, fieldControl, type PathError } from './errors';
import { useSchemaEditorText } from './i18n';
import { PartTitle } from './PartTitle';
import { move, newFieldName, toRow, type Json } from './model';
import {
  CHILD_TYPES,
  childColumns,
  constraintApplies,
  numberOf,
  setChildCell,
  setChildColumns,
  type ChildColumn,
} from './model-details';
import { tableCells, type CellRow } from './tableCells';

interface Props {
  field: Json;
  index: number;
  onChange: (field: Json) => void;
  errors: Map<string, PathError[]>;
  targets: string[];
}

/** A column's row: its cells as the fields table reads them, and the column itself (for min and max). */
interface Row extends CellRow {
  column: Json;
}

const LABELS = ['labelEn', 'labelTh', 'labelFr', 'labelAr'] as const;

export function ChildColumns({ field, index, onChange, errors, targets }: Props) {
  const { t } = useSchemaEditorText();
  const columns = childColumns(field);
  const setColumns = (next: Json[]) => onChange(setChildColumns(field, next));
  const set = (at: number, cell: ChildColumn, value: string | boolean | number | null) =>
    setColumns(columns.map((c, i) => (i === at ? setChildCell(c, cell, value) : c)));
  const label = (column: string, at: number) =>
    t('childCellLabel', { column: t(`col_${column}` as 'col_name'), m: at + 1, n: index + 1 });
  const cells = tableCells({
    title: (column) => t(`col_${column}` as 'col_name'),
    label,
    errors: (at, column) => errors.get(childControl(index, at, column as ChildColumn | 'row')),
    set: (at, column, value) => set(at, column as ChildColumn, value),
  });
  const numberCell = (name: 'min' | 'max') => ({
    title: t(`col_${name}`),
    key: name,
    width: 90,
    render: (_: unknown, r: Row) =>
      cells.cell(
        r.at,
        name,
        <NumberBox
          size="small"
          aria-label={label(name, r.at)}
          disabled={!constraintApplies(String(r.column.type), name) && numberOf(r.column, name) === null}
          value={typeof r.column[name] === 'string' ? r.column[name] : numberOf(r.column, name)}
          status={cells.status(r.at, name)}
          onChange={(v) => set(r.at, name, v)}
        />,
      ),
  });

  const table: TableColumnsType<Row> = [
    cells.order(columns.length, (at, by) => setColumns(move(columns, at, by)), 64),
    cells.name(130),
    cells.type(CHILD_TYPES, 130),
    ...LABELS.map((name) => cells.text(name, 130)),
    cells.check('required'),
    numberCell('min'),
    numberCell('max'),
    cells.options(150, t('optionsHint')),
    cells.resource(targets, 150),
    cells.remove((at) => setColumns(columns.filter((_c, i) => i !== at)), 44),
  ];

  return (
    <>
      <PartTitle>{t('columns')}</PartTitle>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
        {t('columnsHint')}
      </Typography.Paragraph>
      <CellErrors errors={errors.get(fieldControl(index, 'fields'))} />
      <Table<Row>
        size="small"
        rowKey="at"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={table}
        dataSource={columns.map((column, at) => ({ at, column, cells: toRow(column) }))}
        aria-label={`${t('columns')} (${typeof field.name === 'string' ? field.name : ''})`}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => setColumns([...columns, { name: newFieldName(columns, 'column'), type: 'text' }])}
      >
        {t('addColumn')}
      </Button>
    </>
  );
}
