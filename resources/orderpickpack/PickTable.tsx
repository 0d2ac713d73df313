/** The pick list's table: product, barcode, quantity and picked of ordered, a finished line in green. */
import { Grid, Progress, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PickLine } from './api';
import { usePickText } from './i18n';

export type PickedLine = PickLine & { picked: number };

export function PickTable({ lines, highlight }: { lines: PickedLine[]; highlight?: number | null }) {
  const { t } = usePickText();
  // On a phone the barcode goes under the product's name, so the picked column stays in view.
  const wide = Grid.useBreakpoint().sm ?? true;
  const columns: TableColumnsType<PickedLine> = [
    {
      title: t('product'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, l) =>
        wide ? (
          name
        ) : (
          <>
            <div>{name}</div>
            <div style={{ fontFamily: 'monospace', fontSize: 12 }}>{l.code ?? t('noBarcode')}</div>
          </>
        ),
    },
    {
      title: t('barcode'),
      dataIndex: 'code',
      key: 'code',
      responsive: ['sm'],
      render: (code: string | null) =>
        code ? (
          <span style={{ fontFamily: 'monospace' }}>{code}</span>
        ) : (
          <Tooltip title={t('noBarcode')}>
            <Tag color="orange">{t('noBarcode')}</Tag>
          </Tooltip>
        ),
    },
    { title: t('quantity'), dataIndex: 'ordered', key: 'ordered', align: 'right', responsive: ['sm'] },
    {
      title: t('picked'),
      key: 'picked',
      width: wide ? 170 : 110,
      render: (_, l) => (
        <div data-testid={`picked-${l.index}`} data-done={l.picked === l.ordered ? 'true' : 'false'}>
          <span>{t('pickedOf', { picked: l.picked, ordered: l.ordered })}</span>
          <Progress
            aria-label={t('pickedOf', { picked: l.picked, ordered: l.ordered })}
            percent={l.ordered ? Math.round((l.picked / l.ordered) * 100) : 0}
            size="small"
            showInfo={false}
            status={l.picked === l.ordered ? 'success' : 'active'}
          />
        </div>
      ),
    },
  ];
  return (
    <Table<PickedLine>
      size="small"
      rowKey="index"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={wide ? { x: 'max-content' } : undefined}
      rowClassName={(l) => (l.index === highlight ? 'pickpack-row-hit' : '')}
      data-testid="pick-table"
    />
  );
}
