/** The status filter every admin list offers (spec §2, §9): Todos/Activos/Inactivos. */
export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  readonly page?: number;
  readonly limit?: number;
}

export interface PageInfo {
  readonly total: number;
  readonly totalPages: number;
  readonly currentPage: number;
  readonly limit: number;
}

/** Clamps page and limit to what the API accepts: page from 1, limit from 1 to MAX_PAGE_SIZE. */
export function normalisePage(request: PageRequest): { page: number; limit: number } {
  const page = Number.isInteger(request.page) && (request.page ?? 0) >= 1 ? (request.page as number) : 1;
  const rawLimit = Number.isInteger(request.limit) ? (request.limit as number) : DEFAULT_PAGE_SIZE;
  const limit = Math.min(Math.max(rawLimit, 1), MAX_PAGE_SIZE);
  return { page, limit };
}

export function pageInfo(total: number, page: number, limit: number): PageInfo {
  return { total, totalPages: Math.ceil(total / limit), currentPage: page, limit };
}
