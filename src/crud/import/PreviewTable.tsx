/**
 * The preview: every row of the file with its cells as written (a child-table line too, under its
 * "<table>: <column>" columns), each bad cell marked with its message, a status per row (and the messages
 * of fields that have no column, such as a missing required one, or the note that a child line of the
 * record has problems). Paged (50 rows a page), so 5,000 rows render as fast as 50; a filter shows all
 * rows, or the rows of the records with problems or ready.
 */
import { Segmented, Space, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { memo, useMemo, useState } from 'react';
import { fieldLabel } from '../../schema/meta/describe';
import {
  childHeader,
  hasChildColumns,
  isRecordLine,
  readyLines,
  type Cell,
  type ImportAnalysis,
  type ImportRow,
} from '../../schema/import/import';
import { useLang } from '../useLang';

type Show = 'all' | 'bad' | 'good';

const PAGE_SIZE = 50;

function cellText(cell: Cell | undefined, yes: string, no: string): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? yes : no;
  return String(cell);
}

/** Memoised: the dialog's busy and notice changes leave a 5,000-row preview alone. */
export const PreviewTable = memo(function PreviewTable({ analysis }: { analysis: ImportAnalysis }) {
  const { t, lang } = useLang();
  const { token } = theme.useToken();
  const [show, setShow] = useState<Show>(analysis.bad > 0 ? 'bad' : 'all');
  const [page, setPage] = useState(1);

  const children = hasChildColumns(analysis);
  const ready = useMemo(() => readyLines(analysis.rows), [analysis.rows]);
  const rows = useMemo(
    () => (show === 'all' ? analysis.rows : analysis.rows.filter((r) => ready.has(r.row) === (show === 'good'))),
    [analysis.rows, ready, show],
  );

  const columns = useMemo((): TableColumnsType<ImportRow> => {
    // The sheet's columns that fill something, in its order: the record's fields and the child-table columns.
    const mapped = analysis.columns.flatMap((f, index) => {
      const child = analysis.childColumns[index];
      if (f) return [{ index, key: f.name, title: fieldLabel(f, lang) }];
      return child ? [{ index, key: child.key, title: childHeader(child, lang) }] : [];
    });
    const withColumn = new Set(mapped.map(({ key }) => key));
    const yes = t('crud.yes');
    const no = t('crud.no');
    return [
      { title: t('import.row'), dataIndex: 'row', key: '__row', width: 64, fixed: 'left' },
      {
        title: t('import.status'),
        key: '__status',
        width: 180,
        render: (_: unknown, r: ImportRow) => {
          const problems = Object.keys(r.errors).length;
          // Messages of fields without a column of their own (e.g. a required field the file lacks).
          const other = Object.entries(r.errors).filter(([name]) => !withColumn.has(name));
          const record = isRecordLine(r);
          return (
            <Space direction="vertical" size={2}>
              {typeof r.parent === 'number' && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('import.childOf', { row: r.parent })}
                </Typography.Text>
              )}
              {problems > 0 ? (
                <Tag color="error">{t('import.problems', { count: problems })}</Tag>
              ) : (
                <Tag color={record ? 'success' : 'default'}>{t(record ? 'import.ok' : 'import.lineOk')}</Tag>
              )}
              {other.map(([name, message]) => (
                <Typography.Text key={name} type="danger" style={{ fontSize: 12 }}>
                  {message}
                </Typography.Text>
              ))}
            </Space>
          );
        },
      },
      ...mapped.map(({ index, key, title }) => ({
        title,
        key: `c${index}`,
        onCell: (r: ImportRow) => ({
          style: r.errors[key] ? { background: token.colorErrorBg } : undefined,
          'data-invalid': r.errors[key] ? 'true' : undefined,
        }),
        render: (_: unknown, r: ImportRow) => {
          const message = r.errors[key];
          const text = cellText(r.cells[index], yes, no);
          return (
            <Space direction="vertical" size={0} style={{ minWidth: 90 }}>
              <span>{text}</span>
              {message && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {message}
                </Typography.Text>
              )}
            </Space>
          );
        },
      })),
    ];
  }, [analysis.columns, analysis.childColumns, lang, t, token.colorErrorBg]);

  return (
    <>
      <Segmented<Show>
        style={{ marginBottom: 12 }}
        value={show}
        onChange={(v) => {
          setShow(v);
          setPage(1);
        }}
        options={[
          { value: 'all', label: t(children ? 'import.filterAllRows' : 'import.filterAll', { count: analysis.rows.length }) },
          { value: 'bad', label: t(children ? 'import.filterBadRecords' : 'import.filterBad', { count: analysis.bad }) },
          { value: 'good', label: t(children ? 'import.filterGoodRecords' : 'import.filterGood', { count: analysis.good }) },
        ]}
      />
      <Table<ImportRow>
        data-testid="import-preview"
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows}
        // The dialog's buttons stay in view: the rows scroll inside the table.
        scroll={{ x: 'max-content', y: 'max(200px, calc(100vh - 480px))' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false, size: 'small' }}
      />
    </>
  );
});
