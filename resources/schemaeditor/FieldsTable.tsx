/**
 * The editor's fields table: one row per field of the draft, each cell a control over one key (model.ts), the
 * server's errors beside the cell they concern (errors.ts). Add, remove and move fields; every type of the one
 * table of field types (src/schema/meta/field-types.ts) can be chosen. Each row's Details button opens the field's
 * details under it (FieldDetails.tsx: help, conditions, constraints, a table's columns); a field whose details the
 * server refused opens by itself.
 */
import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import MinusSquareOutlined from '@ant-design/icons/es/icons/MinusSquareOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PlusSquareOutlined from '@ant-design/icons/es/icons/PlusSquareOutlined';
import { AutoComplete, Button, Checkbox, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { CellErrors } from './CellErrors';
import { FieldDetails } from './FieldDetails';
import {
  EDITOR_TYPES,
  fieldsOf,
  move,
  newFieldName,
  setCell,
  takesOptions,
  toRow,
  type FieldColumn,
  type FieldRow,
  type Json,
} from './model';
import { fieldControl, fieldsWithDetailErrors, topControl, type PathError } from './errors';
import { useSchemaEditorText } from './i18n';
import { movedIndexes, removedIndexes } from './model-details';

interface Props {
  draft: Json;
  onChange: (draft: Json) => void;
  /** The server's errors by control (errors.ts placeErrors). */
  errors: Map<string, PathError[]>;
  /** Resource names a reference may point to. */
  targets: string[];
}

type Row = FieldRow & { index: number };

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
  const errs = (index: number, column: FieldColumn | 'row') => errors.get(fieldControl(index, column));
  const bad = (index: number, column: FieldColumn) => (errs(index, column)?.length ? 'error' : undefined);
  const label = (column: string, index: number) => t('cellLabel', { column: t(`col_${column}` as 'col_name'), n: index + 1 });

  const cell = (index: number, column: FieldColumn, control: ReactNode): ReactNode => (
    <>
      {control}
      <CellErrors errors={errs(index, column)} />
    </>
  );
  const textCell = (column: FieldColumn, width: number) => ({
    title: t(`col_${column}` as 'col_name'),
    key: column,
    width,
    render: (_: unknown, r: Row) =>
      cell(
        r.index,
        column,
        <Input
          size="small"
          aria-label={label(column, r.index)}
          // Arabic is typed right to left.
          dir={column === 'labelAr' ? 'rtl' : undefined}
          value={r[column] as string}
          status={bad(r.index, column)}
          onChange={(e) => set(r.index, column, e.target.value)}
        />,
      ),
  });

  const columns: TableColumnsType<Row> = [
    {
      // Fixed: the button stays in view when the table scrolls sideways, and the details open at the table's width.
      title: '',
      key: 'details',
      width: 44,
      fixed: 'left',
      render: (_, r) => {
        const shown = open.rows.has(r.index);
        return (
          <Button
            size="small"
            type="text"
            icon={shown ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
            aria-label={label('details', r.index)}
            title={t('col_details')}
            aria-expanded={shown}
            aria-controls={shown ? detailsId(r.index) : undefined}
            danger={refused.has(r.index)}
            onClick={() => toggle(r.index)}
          />
        );
      },
    },
    {
      title: '#',
      key: 'order',
      width: 76,
      render: (_, r) => (
        <Space size={0}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={label('up', r.index)}
            disabled={r.index === 0}
            onClick={() => moveField(r.index, -1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={label('down', r.index)}
            disabled={r.index === fields.length - 1}
            onClick={() => moveField(r.index, 1)}
          />
        </Space>
      ),
    },
    {
      ...textCell('name', 150),
      render: (_, r) => (
        <>
          {textCell('name', 150).render(_, r)}
          <CellErrors errors={errs(r.index, 'row')} />
        </>
      ),
    },
    {
      title: t('col_type'),
      key: 'type',
      width: 150,
      render: (_, r) =>
        cell(
          r.index,
          'type',
          <Select
            size="small"
            showSearch
            aria-label={label('type', r.index)}
            value={r.type || undefined}
            status={bad(r.index, 'type')}
            style={{ width: '100%' }}
            options={EDITOR_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(v: string) => set(r.index, 'type', v)}
          />,
        ),
    },
    textCell('labelEn', 150),
    textCell('labelTh', 150),
    textCell('labelFr', 150),
    textCell('labelAr', 150),
    ...CHECKS.map((column) => ({
      title: t(`col_${column}`),
      key: column,
      width: 72,
      align: 'center' as const,
      render: (_: unknown, r: Row) =>
        cell(
          r.index,
          column,
          <Checkbox
            aria-label={label(column, r.index)}
            checked={r[column]}
            onChange={(e) => set(r.index, column, e.target.checked)}
          />,
        ),
    })),
    {
      title: t('col_options'),
      key: 'options',
      width: 170,
      render: (_, r) =>
        cell(
          r.index,
          'options',
          <Input
            size="small"
            aria-label={label('options', r.index)}
            placeholder={takesOptions(r.type) ? t('optionsHint') : undefined}
            disabled={!takesOptions(r.type)}
            value={r.options}
            status={bad(r.index, 'options')}
            onChange={(e) => set(r.index, 'options', e.target.value)}
          />,
        ),
    },
    {
      title: t('col_resource'),
      key: 'resource',
      width: 170,
      render: (_, r) =>
        cell(
          r.index,
          'resource',
          <AutoComplete
            size="small"
            aria-label={label('resource', r.index)}
            disabled={r.type !== 'reference'}
            value={r.resource}
            status={bad(r.index, 'resource')}
            style={{ width: '100%' }}
            options={targets.map((name) => ({ value: name }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            onChange={(v: string) => set(r.index, 'resource', v)}
          />,
        ),
    },
    textCell('default', 130),
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_, r) => (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={label('remove', r.index)}
          onClick={() => removeField(r.index)}
        />
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CellErrors errors={errors.get(topControl('fields'))} />
      <Table<Row>
        size="small"
        rowKey="index"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={fields.map((f, index) => ({ ...toRow(f), index }))}
        aria-label={t('fields')}
        expandable={{
          showExpandColumn: false,
          expandedRowKeys: [...open.rows],
          expandedRowRender: (r) => (
            <FieldDetails
              id={detailsId(r.index)}
              field={fields[r.index] ?? {}}
              index={r.index}
              onChange={(next) => setFields(fields.map((f, i) => (i === r.index ? next : f)))}
              errors={errors}
              targets={targets}
            />
          ),
        }}
      />
      <Button icon={<PlusOutlined />} onClick={() => setFields([...fields, { name: newFieldName(fields), type: 'text' }])}>
        {t('addField')}
      </Button>
    </Space>
  );
}
