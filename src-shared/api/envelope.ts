/** Every 2xx answer of the core API wraps its payload as `{ response }`. */
export interface Envelope<T> {
  response: T;
}

export interface ListPage<T> {
  results: T[];
  count: number;
  page: number;
  size_page: number;
}

export type FieldErrors = Record<string, string[]>;

/** Every non-2xx answer of the core API has this body. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: FieldErrors;
}

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
