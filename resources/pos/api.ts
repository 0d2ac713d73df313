/**
 * The counter's calls, through Refine: the product of a scanned barcode, asked through the data provider when
 * Enter is pressed (the answer is needed there and then, never from a cache: the price and stock as they are
 * now), and the sale itself (useCreate on posSales). The search is a useList (ProductSearch.tsx), the settings
 * the shared `GET settings` read (useSettings).
 */
import { useCreate, useDataProvider, useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';
import type { Data } from '../../src/schema/expression/expression';
import type { PosProduct } from './cart';

export const SALES = 'posSales';

/** Looks up the product with a barcode (null: none). */
export function useProductByBarcode(): (code: string) => Promise<PosProduct | null> {
  const dataProvider = useDataProvider();
  return useCallback(
    async (code: string) => {
      const { data } = await dataProvider().getList<PosProduct>({
        resource: 'products',
        filters: [{ field: 'barcode', operator: 'eq', value: code }],
        pagination: { currentPage: 1, pageSize: 1 },
      });
      return data[0] ?? null;
    },
    [dataProvider],
  );
}

/**
 * Posts a sale; answers the stored receipt, or throws the server's refusal (its message says why). The sale
 * takes stock: the products' lists (the search, the stock page) ask again.
 */
export function usePostSale(): (record: Data) => Promise<Data> {
  const { mutateAsync } = useCreate<Data & { id: number }>({
    resource: SALES,
    successNotification: false,
    errorNotification: false,
  });
  const invalidate = useInvalidate();
  return async (record: Data) => {
    const { data } = await mutateAsync({ values: record });
    void invalidate({ resource: 'products', invalidates: ['list', 'many'] });
    return data;
  };
}
