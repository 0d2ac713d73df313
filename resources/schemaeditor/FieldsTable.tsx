/**
 * The editor's fields table: one row per field of the draft, each cell a control over one key (model.ts), the
 * server's errors beside the cell they concern (errors.ts). Add, remove and move fields; every type of the one
 * table of field types (src/schema/meta/field-types.ts) can be chosen. Each row's Details button opens the field's
 * details under it (FieldDetails.tsx: help, conditions, constraints, a table's columns); a field whose details the
 * server refused opens by itself.
 */
import MinusSquareOutlined from '@ant-design/icons/es/icons/MinusSquareOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PlusSquareOutlined from '@ant-design/icons/es/icons/PlusSquareOutlined';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { CellErrors } from './CellErrors';
import { FieldDetails } from './FieldDetails';
import { EDITOR_TYPES, fieldsOf, move, newField, setCell, toRow, type FieldColumn, type Json } from './model';
import { fieldControl, fieldsWithDetailErrors, topControl, type PathError } from './errors';
import { useSchemaEditorText } from './i18n';
import { movedIndexes, removedIndexes } from './model-details';
import { tableCells, type CellRow } from './tableCells';

interface Props {
  draft: Json;
  onChange: (draft: Json) => void;
  /** The server's errors by control (errors.ts placeErrors). */
  errors: Map<string, PathError[]>;
  /** Resource names a reference may point to. */
  targets: string[];
}

const CHECKS = ['required', 'list', 'search', 'filter'] as const;

export function FieldsTable({ draft, onChange, errors, targets }: Props) {
  const { t } = useSchemaEditorText();
  const idBase = useId();
  const fields = fieldsOf(draft);
  const setFields = (next: Json[]) => onChange({ ...draft, fields: next });
  // The rows whose details are open; new errors open those of the fields they concern (the state follows `errors`).
  const [open, setOpen] = useState<{ rows: Set<number>; errors: typeof errors | null }>({ rows: new Set(), errors: null });
  if (open.errors !== errors) setOpen({ rows: new Set([...open.rows, ...fieldsWithDetailErrors(errors)]), errors });
  const setRows = (rows: Set<number>) => setOpen({ rows, errors });
  const toggle = (index: number) => {
    const rows = new Set(open.rows);
    if (!rows.delete(index)) rows.add(index);
    setRows(rows);
  };
  const refused = fieldsWithDetailErrors(errors);
  const moveField = (index: number, by: -1 | 1) => {
    setRows(movedIndexes(open.rows, index, by, fields.length));
    setFields(move(fields, index, by));
  };
  const removeField = (index: number) => {
    setRows(removedIndexes(open.rows, index));
    setFields(fields.filter((_f, i) => i !== index));
  };
  const detailsId = (index: number) => `${idBase}-details-${index}`;
  const set = (index: number, column: FieldColumn, value: string | boolean) =>
    setFields(fields.map((f, i) => (i === index ? setCell(f, column, value) : f)));
  const label = (column: string, index: number) => t('cellLabel', { column: t(`col_${column}` as 'col_name'), n: index + 1 });
  const cells = tableCells({
    title: (column) => t(`col_${column}` as 'col_name'),
    label,
    errors: (index, column) => errors.get(fieldControl(index, column as FieldColumn | 'row')),
    set: (index, column, value) => set(index, column as FieldColumn, value),
  });

  const columns: TableColumnsType<CellRow> = [
    {
      // Fixed: the button stays in view when the table scrolls sideways, and the details open at the table's width.
      title: '',
      key: 'details',
      width: 44,
      fixed: 'left',
      render: (_, r) => {
        const shown = open.rows.has(r.at);
        return (
          <Button
            size="small"
            type="text"
            icon={shown ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
            aria-label={label('details', r.at)}
            title={t('col_details')}
            aria-expanded={shown}
            aria-controls={shown ? detailsId(r.at) : undefined}
            danger={refused.has(r.at)}
            onClick={() => toggle(r.at)}
          />
        );
      },
    },
    cells.order(fields.length, moveField, 76),
    cells.name(150),
    cells.type(EDITOR_TYPES, 150),
    cells.text('labelEn', 150),
    cells.text('labelTh', 150),
    cells.text('labelFr', 150),
    cells.text('labelAr', 150),
    ...CHECKS.map((column) => cells.check(column)),
    cells.options(170, t('optionsHint')),
    cells.resource(targets, 170),
    cells.text('default', 130),
    cells.remove(removeField, 48),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CellErrors errors={errors.get(topControl('fields'))} />
      <Table<CellRow>
        size="small"
        rowKey="at"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={fields.map((f, at) => ({ at, cells: toRow(f) }))}
        aria-label={t('fields')}
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: [...open.rows],
          expandedRowRender: (r) => (
            <FieldDetails
              id={detailsId(r.at)}
              field={fields[r.at] ?? {}}
              index={r.at}
              onChange={(next) => setFields(fields.map((f, i) => (i === r.at ? next : f)))}
              errors={errors}
              targets={targets}
            />
          ),
        }}
      />
      <Button icon={<PlusOutlined />} onClick={() => setFields([...fields, newField(draft)])}>
        {t('addField')}
      </Button>
    </Space>
  );
}
