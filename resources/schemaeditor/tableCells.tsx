/**
 * The cells the fields table (FieldsTable.tsx) and a table field's columns (ChildColumns.tsx) share: move, name,
 * type, a text box, a check box, options, the reference target and remove, each a control over one key of the row
 * with the server's errors beside it. Each table says how its rows are labelled, read, written and refused (`CellKit`).
 */
import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { AutoComplete, Button, Checkbox, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { CellErrors } from './CellErrors';
import type { PathError } from './errors';
import { takesOptions, type FieldRow } from './model';

/** A row of either table: its place, and its cells as the fields table reads them (model.ts `toRow`). */
export interface CellRow {
  at: number;
  cells: FieldRow;
}

type TextKey = 'name' | 'labelEn' | 'labelTh' | 'labelFr' | 'labelAr' | 'default';
type CheckKey = 'required' | 'list' | 'search' | 'filter';

/** How one table names, refuses and writes its cells. */
export interface CellKit {
  /** The column's title. */
  title: (column: string) => string;
  /** A control's accessible name: the column and the row ("Type, field 3"). */
  label: (column: string, at: number) => string;
  errors: (at: number, column: string) => PathError[] | undefined;
  set: (at: number, column: string, value: string | boolean) => void;
}

/** Builds the shared columns of one table. */
export function tableCells(kit: CellKit) {
  const status = (at: number, column: string) => (kit.errors(at, column)?.length ? ('error' as const) : undefined);
  const cell = (at: number, column: string, control: ReactNode): ReactNode => (
    <>
      {control}
      <CellErrors errors={kit.errors(at, column)} />
    </>
  );
  const text = (column: TextKey, width: number) => ({
    title: kit.title(column),
    key: column,
    width,
    render: (_: unknown, r: CellRow) =>
      cell(
        r.at,
        column,
        <Input
          size="small"
          aria-label={kit.label(column, r.at)}
          // Arabic is typed right to left.
          dir={column === 'labelAr' ? 'rtl' : undefined}
          value={r.cells[column]}
          status={status(r.at, column)}
          onChange={(e) => kit.set(r.at, column, e.target.value)}
        />,
      ),
  });
  return {
    cell,
    status,
    text,
    /** The name, with the errors of the row as a whole under it. */
    name: (width: number) => ({
      ...text('name', width),
      render: (_: unknown, r: CellRow) => (
        <>
          {text('name', width).render(_, r)}
          <CellErrors errors={kit.errors(r.at, 'row')} />
        </>
      ),
    }),
    type: (types: readonly string[], width: number) => ({
      title: kit.title('type'),
      key: 'type',
      width,
      render: (_: unknown, r: CellRow) =>
        cell(
          r.at,
          'type',
          <Select
            size="small"
            showSearch
            aria-label={kit.label('type', r.at)}
            value={r.cells.type || undefined}
            status={status(r.at, 'type')}
            style={{ width: '100%' }}
            options={types.map((type) => ({ value: type, label: type }))}
            onChange={(v: string) => kit.set(r.at, 'type', v)}
          />,
        ),
    }),
    check: (column: CheckKey) => ({
      title: kit.title(column),
      key: column,
      width: 72,
      align: 'center' as const,
      render: (_: unknown, r: CellRow) =>
        cell(
          r.at,
          column,
          <Checkbox
            aria-label={kit.label(column, r.at)}
            checked={r.cells[column]}
            onChange={(e) => kit.set(r.at, column, e.target.checked)}
          />,
        ),
    }),
    options: (width: number, hint: string) => ({
      title: kit.title('options'),
      key: 'options',
      width,
      render: (_: unknown, r: CellRow) =>
        cell(
          r.at,
          'options',
          <Input
            size="small"
            aria-label={kit.label('options', r.at)}
            placeholder={takesOptions(r.cells.type) ? hint : undefined}
            disabled={!takesOptions(r.cells.type)}
            value={r.cells.options}
            status={status(r.at, 'options')}
            onChange={(e) => kit.set(r.at, 'options', e.target.value)}
          />,
        ),
    }),
    resource: (targets: readonly string[], width: number) => ({
      title: kit.title('resource'),
      key: 'resource',
      width,
      render: (_: unknown, r: CellRow) =>
        cell(
          r.at,
          'resource',
          <AutoComplete
            size="small"
            aria-label={kit.label('resource', r.at)}
            disabled={r.cells.type !== 'reference'}
            value={r.cells.resource}
            status={status(r.at, 'resource')}
            style={{ width: '100%' }}
            options={targets.map((name) => ({ value: name }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            onChange={(v: string) => kit.set(r.at, 'resource', v)}
          />,
        ),
    }),
    /** Up and down. */
    order: (count: number, onMove: (at: number, by: -1 | 1) => void, width: number) => ({
      title: '#',
      key: 'order',
      width,
      render: (_: unknown, r: CellRow) => (
        <Space size={0}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={kit.label('up', r.at)}
            disabled={r.at === 0}
            onClick={() => onMove(r.at, -1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={kit.label('down', r.at)}
            disabled={r.at === count - 1}
            onClick={() => onMove(r.at, 1)}
          />
        </Space>
      ),
    }),
    remove: (onRemove: (at: number) => void, width: number) => ({
      title: '',
      key: 'remove',
      width,
      render: (_: unknown, r: CellRow) => (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={kit.label('remove', r.at)}
          onClick={() => onRemove(r.at)}
        />
      ),
    }),
  };
}
