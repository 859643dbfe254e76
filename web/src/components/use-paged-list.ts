// The state of a list shown a page at a time (components/pager.tsx draws the pager). Apart from the
// pager so a donor page can keep the pager itself out of its first download (lazy-pager.tsx).
import { useState } from 'react';

/** One page of a list held whole in the browser, and the pager's state for it. */
export function usePagedList<Item>(items: readonly Item[], pageSize: number) {
  const [wanted, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  // A list that shrank (a filter, a removal) shows its last page rather than an empty one.
  const page = Math.min(wanted, pageCount);
  return {
    page,
    pageCount,
    setPage,
    shown: items.slice((page - 1) * pageSize, page * pageSize),
  };
}
