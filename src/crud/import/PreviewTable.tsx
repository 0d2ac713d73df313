/**
 * The preview: every row of the file with its cells as written, each bad cell marked with its message,
 * a status per row (and the messages of fields that have no column, such as a missing required one).
 * Paged (50 rows a page), so 5,000 rows render as fast as 50; a filter shows all, bad or ready rows.
 */
import { Segmented, Space, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { memo, useMemo, useState } from 'react';
import { fieldLabel } from '../../schema/describe';
import { isGoodRow, type Cell, type ImportAnalysis, type ImportRow } from '../../schema/import';
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

  const rows = useMemo(
    () => (show === 'all' ? analysis.rows : analysis.rows.filter((r) => isGoodRow(r) === (show === 'good'))),
    [analysis.rows, show],
  );

  const columns = useMemo((): TableColumnsType<ImportRow> => {
    const mapped = analysis.columns.flatMap((f, index) => (f ? [{ f, index }] : []));
    const withColumn = new Set(mapped.map(({ f }) => f.name));
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
          return (
            <Space direction="vertical" size={2}>
              {problems === 0 ? (
                <Tag color="success">{t('import.ok')}</Tag>
              ) : (
                <Tag color="error">{t('import.problems', { count: problems })}</Tag>
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
      ...mapped.map(({ f, index }) => ({
        title: fieldLabel(f, lang),
        key: `c${index}`,
        onCell: (r: ImportRow) => ({
          style: r.errors[f.name] ? { background: token.colorErrorBg } : undefined,
          'data-invalid': r.errors[f.name] ? 'true' : undefined,
        }),
        render: (_: unknown, r: ImportRow) => {
          const message = r.errors[f.name];
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
  }, [analysis.columns, lang, t, token.colorErrorBg]);

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
          { value: 'all', label: t('import.filterAll', { count: analysis.rows.length }) },
          { value: 'bad', label: t('import.filterBad', { count: analysis.bad }) },
          { value: 'good', label: t('import.filterGood', { count: analysis.good }) },
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
