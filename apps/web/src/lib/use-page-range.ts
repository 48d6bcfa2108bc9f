import { useEffect } from 'react';

/**
 * The page count and the rows shown ("Showing first–last of count") for a paged list. Once `count`
 * is known, a page past the end (a delete emptied the last page, or an old link) steps back to the last one.
 */
export function usePageRange(
  page: number,
  pageSize: number,
  count: number | undefined,
  setPage: (page: number) => void,
) {
  const total = count ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (count !== undefined && page > pages) setPage(pages);
  }, [count, page, pages, setPage]);
  return { pages, first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total) };
}
