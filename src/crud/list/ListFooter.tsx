/** Total, page navigation and the page-size choice (2 ... 100 and All, per the spec). */
import { Flex, Grid, Pagination, Select, Space, Typography } from 'antd';
import { useLang } from '../useLang';

export const PAGE_SIZES = [2, 3, 5, 10, 20, 25, 50, 100] as const;
export const ALL = 'all';

interface Props {
  total: number;
  currentPage: number;
  pageSize: number;
  showAll: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number | typeof ALL) => void;
}

export function ListFooter({ total, currentPage, pageSize, showAll, onPage, onPageSize }: Props) {
  const { t } = useLang();
  const screens = Grid.useBreakpoint();
  const options = [
    ...PAGE_SIZES.map((n) => ({ value: n as number | typeof ALL, label: String(n) })),
    { value: ALL, label: t('crud.all') },
  ];
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
      <Typography.Text data-testid="list-total">{t('crud.totalRecords', { count: total })}</Typography.Text>
      <Space wrap>
        {!showAll && total > pageSize && (
          <Pagination
            current={currentPage}
            pageSize={pageSize}
            total={total}
            showSizeChanger={false}
            simple={!screens.sm}
            onChange={onPage}
          />
        )}
        <label htmlFor="crud-page-size">{t('crud.rowsPerPage')}</label>
        <Select<number | typeof ALL>
          id="crud-page-size"
          // Searchable like every other select here: the label then reaches a clickable input.
          showSearch
          optionFilterProp="label"
          style={{ width: 90 }}
          // Nine options: render them all rather than a virtual window that hides "All".
          virtual={false}
          listHeight={320}
          value={showAll ? ALL : pageSize}
          options={options}
          onChange={onPageSize}
        />
      </Space>
    </Flex>
  );
}
