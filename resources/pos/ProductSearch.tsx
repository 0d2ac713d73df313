/** Find a product by name, code, part no. (the list's quick search) or model; picking one adds it to the cart. */
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { AutoComplete, Flex, Input, Typography } from 'antd';
import { useList, type CrudFilter } from '@refinedev/core';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { formatMoney } from '../../src/crud/fields/format';
import type { PosProduct } from './cart';
import { usePosText } from './i18n';

const LIMIT = 10;

/** Up to LIMIT products matching `filters` (Refine's useList on products). */
const useProducts = (filters: CrudFilter[], enabled: boolean) =>
  useList<PosProduct>({
    resource: 'products',
    filters,
    pagination: { currentPage: 1, pageSize: LIMIT },
    queryOptions: { enabled },
    errorNotification: false,
  });

interface Props {
  onPick: (p: PosProduct) => void;
}

export const ProductSearch = forwardRef<{ focus: () => void }, Props>(function ProductSearch({ onPick }, ref) {
  const { t } = usePosText();
  const [search, setSearch] = useState('');
  const term = search.trim();
  // Ask the server only once typing pauses, from two characters on.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(term), 200);
    return () => window.clearTimeout(timer);
  }, [term]);
  const byQ = useProducts([{ field: 'q', operator: 'eq', value: asked }], asked.length >= 2);
  const byModel = useProducts([{ field: 'model', operator: 'contains', value: asked }], asked.length >= 2);
  // Those the quick search found, then those found by model, each once; none when either read failed, and none
  // while they answer an earlier term (Enter picks the first result: never one for what was typed before).
  const fresh = asked === term && !byQ.query.isFetching && !byModel.query.isFetching;
  const found = useMemo(() => {
    if (!fresh || byQ.query.isError || byModel.query.isError) return [];
    const seen = new Set<number>();
    return [...byQ.result.data, ...byModel.result.data].filter((p) => !seen.has(p.id) && seen.add(p.id)).slice(0, LIMIT);
  }, [fresh, byQ.query.isError, byModel.query.isError, byQ.result.data, byModel.result.data]);

  return (
    <AutoComplete
      ref={ref as never}
      style={{ width: '100%' }}
      value={search}
      onChange={setSearch}
      // The first result is highlighted, so F2, a few letters and Enter add it (a combobox highlights none by default).
      defaultActiveFirstOption
      options={(term.length < 2 ? [] : found).map((p) => ({
        value: String(p.id),
        label: (
          <Flex justify="space-between" gap={8}>
            <span>
              {p.name} <Typography.Text type="secondary">{[p.partNo, p.model].filter(Boolean).join(' · ')}</Typography.Text>
            </span>
            <span>
              {formatMoney(p.price)} · {t('stock')} {p.totalStock ?? 0}
            </span>
          </Flex>
        ),
      }))}
      onSelect={(id: string) => {
        const p = found.find((x) => String(x.id) === id);
        setSearch('');
        if (p) onPick(p);
      }}
    >
      <Input prefix={<SearchOutlined />} aria-label={t('search')} placeholder={`${t('searchPlaceholder')} (F2)`} />
    </AutoComplete>
  );
});
