// The products a catalogue view shows, read page by page from ListProducts (one Query per page on
// the server): a new query (another category, search or vendor) starts again from its first page;
// Load more reads the next with the previous page's cursor and adds it below. A refusal is said in
// place of the list (first page) or under it (a later page), never hiding what is already shown.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { listProducts, type Product } from '../api/catalog-calls';

export interface ProductQuery {
  Category?: string;
  Search?: string;
  VendorId?: string;
}

/** Said when the list cannot be read and the API gave no message. */
export const productsNotRead = 'The products could not be loaded. Please try again.';

interface Pages {
  /** The query these pages answer, so a stale answer is never shown for a new query. */
  key: string;
  products: Product[];
  nextCursor: string | undefined;
  loading: boolean;
  failure: string | undefined;
}

const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : productsNotRead);

export function useProductPages(query: ProductQuery) {
  const key = JSON.stringify(query);
  const [pages, setPages] = useState<Pages>({
    key,
    products: [],
    nextCursor: undefined,
    loading: true,
    failure: undefined,
  });
  if (pages.key !== key)
    setPages({ key, products: [], nextCursor: undefined, loading: true, failure: undefined });

  useEffect(() => {
    const controller = new AbortController();
    listProducts(JSON.parse(key) as ProductQuery, controller.signal).then(
      (page) =>
        setPages((current) =>
          current.key === key
            ? {
                key,
                products: page.Products,
                nextCursor: page.NextCursor,
                loading: false,
                failure: undefined,
              }
            : current,
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPages((current) =>
          current.key === key ? { ...current, loading: false, failure: failureOf(error) } : current,
        );
      },
    );
    return () => controller.abort();
  }, [key]);

  const loadMore = useCallback(() => {
    const cursor = pages.nextCursor;
    if (!cursor || pages.loading) return;
    setPages((current) => ({ ...current, loading: true, failure: undefined }));
    listProducts({ ...(JSON.parse(key) as ProductQuery), Cursor: cursor }).then(
      (page) =>
        setPages((current) =>
          current.key === key
            ? {
                key,
                products: [...current.products, ...page.Products],
                nextCursor: page.NextCursor,
                loading: false,
                failure: undefined,
              }
            : current,
        ),
      (error: unknown) =>
        setPages((current) =>
          current.key === key ? { ...current, loading: false, failure: failureOf(error) } : current,
        ),
    );
  }, [key, pages.nextCursor, pages.loading]);

  const current = pages.key === key;
  return {
    products: current ? pages.products : [],
    nextCursor: current ? pages.nextCursor : undefined,
    loading: current ? pages.loading : true,
    failure: current ? pages.failure : undefined,
    loadMore,
  };
}
