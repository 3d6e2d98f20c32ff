import { z } from 'zod';

/** Paged response of spec section 3: page (1-based), pageCount, totalCount, results. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int().min(1),
    pageCount: z.number().int().min(0),
    totalCount: z.number().int().min(0),
    results: z.array(item),
  });
export type Paged<T> = { page: number; pageCount: number; totalCount: number; results: T[] };

/** Counts (incoming offers, my offers, notifications) answer with a single `count` field. */
export const Count = z.object({ count: z.number().int().min(0) });
export type Count = z.infer<typeof Count>;

export const maxPageSize = 100;

/** Query-string paging: values arrive as text, hence z.coerce. The default size is per list. */
export const pageQuery = (defaultPageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  });

/** Most lists of the product page by 10 (users, dealer groups, notifications, timeline). */
export const PageQuery = pageQuery(10);
export type PageQuery = z.infer<typeof PageQuery>;

/** Number of pages for a total; an empty list still has 0 pages (the client stops at page >= pageCount). */
export const pageCountOf = (totalCount: number, pageSize: number): number => Math.ceil(totalCount / pageSize);
