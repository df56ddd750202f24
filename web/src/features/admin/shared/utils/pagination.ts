/** The dashboard's tables show 10 rows a page. */
export const pageSize = 10;

/** How many pages `total` rows fill; at least 1, so an empty list is 'Page 1 of 1'. */
export function pageCount(total: number, size: number = pageSize): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 1;
  return Math.ceil(total / size);
}

/** `page` kept within 1..count. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, count));
}

/** A page number from the URL: a positive integer, else 1. */
export function parsePage(text: string | null): number {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return 1;
  return Math.max(1, Number(text.trim()));
}

/** "Page 2 of 5". */
export function pageLabel(page: number, count: number): string {
  return `Page ${page} of ${count}`;
}

/** One page of a server-paged list. */
export interface Page<T> {
  rows: T[];
  /** How many rows match, over every page (X-Total-Count). */
  total: number;
}
