/** Find a product by name, code, part no. (the list's quick search) or model; picking one adds it to the cart. */
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Flex, Input, Typography } from 'antd';
import { forwardRef, useEffect, useState } from 'react';
import { formatMoney } from '../../src/crud/fields/format';
import { searchProducts } from './api';
import type { PosProduct } from './cart';
import { usePosText } from './i18n';

interface Props {
  onPick: (p: PosProduct) => void;
}

export const ProductSearch = forwardRef<{ focus: () => void }, Props>(function ProductSearch({ onPick }, ref) {
  const { t } = usePosText();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<PosProduct[]>([]);
  const term = search.trim();

  useEffect(() => {
    if (term.length < 2) return;
    let live = true;
    const timer = window.setTimeout(
      () =>
        void searchProducts(term).then(
          (rows) => live && setFound(rows),
          () => live && setFound([]),
        ),
      200,
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [term]);

  return (
    <AutoComplete
      ref={ref as never}
      style={{ width: '100%' }}
      value={search}
      onChange={setSearch}
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
