/**
 * A table field's columns (its `fields`), in a table nested in the field's details: name, type (any but a table),
 * label in the four languages, required, min and max (number types), options (select, multiselect) and the target
 * of a reference. Add, remove and move columns; the server's errors beside the cell they concern (errors.ts).
 */
import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  AutoComplete,
  Button,
  Checkbox,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { CellErrors } from './CellErrors';
import { childControl, fieldControl, type PathError } from './errors';
import { useSchemaEditorText } from './i18n';
import { PartTitle } from './PartTitle';
import { move, newFieldName, takesOptions, toRow, type Json } from './model';
import {
  CHILD_TYPES,
  childColumns,
  constraintApplies,
  numberOf,
  setChildCell,
  setChildColumns,
  type ChildColumn,
} from './model-details';

interface Props {
  field: Json;
  index: number;
  onChange: (field: Json) => void;
  errors: Map<string, PathError[]>;
  targets: string[];
}

interface Row {
  at: number;
  column: Json;
}

const LABELS = ['labelEn', 'labelTh', 'labelFr', 'labelAr'] as const;

export function ChildColumns({ field, index, onChange, errors, targets }: Props) {
  const { t } = useSchemaEditorText();
  const columns = childColumns(field);
  const setColumns = (next: Json[]) => onChange(setChildColumns(field, next));
  const set = (at: number, cell: ChildColumn, value: string | boolean | number | null) =>
    setColumns(columns.map((c, i) => (i === at ? setChildCell(c, cell, value) : c)));
  const errs = (at: number, cell: ChildColumn | 'row') => errors.get(childControl(index, at, cell));
  const bad = (at: number, cell: ChildColumn) => (errs(at, cell)?.length ? 'error' : undefined);
  const label = (column: string, at: number) =>
    t('childCellLabel', { column: t(`col_${column}` as 'col_name'), m: at + 1, n: index + 1 });
  const cell = (at: number, name: ChildColumn, control: ReactNode): ReactNode => (
    <>
      {control}
      <CellErrors errors={errs(at, name)} />
    </>
  );
  const textCell = (name: 'name' | (typeof LABELS)[number], width: number) => ({
    title: t(`col_${name}`),
    key: name,
    width,
    render: (_: unknown, r: Row) =>
      cell(
        r.at,
        name,
        <Input
          size="small"
          aria-label={label(name, r.at)}
          dir={name === 'labelAr' ? 'rtl' : undefined}
          value={toRow(r.column)[name]}
          status={bad(r.at, name)}
          onChange={(e) => set(r.at, name, e.target.value)}
        />,
      ),
  });
  const numberCell = (name: 'min' | 'max') => ({
    title: t(`col_${name}`),
    key: name,
    width: 90,
    render: (_: unknown, r: Row) =>
      cell(
        r.at,
        name,
        <InputNumber
          size="small"
          aria-label={label(name, r.at)}
          style={{ width: '100%' }}
          disabled={!constraintApplies(String(r.column.type), name) && numberOf(r.column, name) === null}
          value={numberOf(r.column, name)}
          status={bad(r.at, name)}
          onChange={(v: number | string | null) => set(r.at, name, typeof v === 'number' ? v : null)}
        />,
      ),
  });

  const table: TableColumnsType<Row> = [
    {
      title: '#',
      key: 'order',
      width: 64,
      render: (_, r) => (
        <Space size={0}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={label('up', r.at)}
            disabled={r.at === 0}
            onClick={() => setColumns(move(columns, r.at, -1))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={label('down', r.at)}
            disabled={r.at === columns.length - 1}
            onClick={() => setColumns(move(columns, r.at, 1))}
          />
        </Space>
      ),
    },
    {
      ...textCell('name', 130),
      render: (_, r) => (
        <>
          {textCell('name', 130).render(_, r)}
          <CellErrors errors={errs(r.at, 'row')} />
        </>
      ),
    },
    {
      title: t('col_type'),
      key: 'type',
      width: 130,
      render: (_, r) =>
        cell(
          r.at,
          'type',
          <Select
            size="small"
            showSearch
            aria-label={label('type', r.at)}
            value={typeof r.column.type === 'string' && r.column.type ? r.column.type : undefined}
            status={bad(r.at, 'type')}
            style={{ width: '100%' }}
            options={CHILD_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(v: string) => set(r.at, 'type', v)}
          />,
        ),
    },
    ...LABELS.map((name) => textCell(name, 130)),
    {
      title: t('col_required'),
      key: 'required',
      width: 72,
      align: 'center',
      render: (_, r) =>
        cell(
          r.at,
          'required',
          <Checkbox
            aria-label={label('required', r.at)}
            checked={r.column.required === true}
            onChange={(e) => set(r.at, 'required', e.target.checked)}
          />,
        ),
    },
    numberCell('min'),
    numberCell('max'),
    {
      title: t('col_options'),
      key: 'options',
      width: 150,
      render: (_, r) =>
        cell(
          r.at,
          'options',
          <Input
            size="small"
            aria-label={label('options', r.at)}
            placeholder={takesOptions(String(r.column.type)) ? t('optionsHint') : undefined}
            disabled={!takesOptions(String(r.column.type))}
            value={toRow(r.column).options}
            status={bad(r.at, 'options')}
            onChange={(e) => set(r.at, 'options', e.target.value)}
          />,
        ),
    },
    {
      title: t('col_resource'),
      key: 'resource',
      width: 150,
      render: (_, r) =>
        cell(
          r.at,
          'resource',
          <AutoComplete
            size="small"
            aria-label={label('resource', r.at)}
            disabled={r.column.type !== 'reference'}
            value={toRow(r.column).resource}
            status={bad(r.at, 'resource')}
            style={{ width: '100%' }}
            options={targets.map((name) => ({ value: name }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            onChange={(v: string) => set(r.at, 'resource', v)}
          />,
        ),
    },
    {
      title: '',
      key: 'remove',
      width: 44,
      render: (_, r) => (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={label('remove', r.at)}
          onClick={() => setColumns(columns.filter((_c, i) => i !== r.at))}
        />
      ),
    },
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
        dataSource={columns.map((column, at) => ({ at, column }))}
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
