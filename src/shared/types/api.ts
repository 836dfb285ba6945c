import type { z } from 'zod';
import type { listQuery } from '../list-schemas';

export type ListQuery = z.output<typeof listQuery>;

/** Response envelopes of the REST API. */
export interface ListMeta {
  total: number;
  limit: number;
  offset: number;
}
/** A page read by cursor: pass `nextCursor` back (as `before=`) for the next one; null on the last. */
export interface CursorMeta {
  limit: number;
  nextCursor: string | null;
}
export interface ApiSuccess<T> {
  data: T;
  meta?: ListMeta | CursorMeta;
  /** Cursor-read lists repeat `meta.nextCursor` here. */
  nextCursor?: string | null;
  message?: string;
}
export interface ApiFieldError {
  field: string;
  msg: string;
}
export interface ApiFailure {
  error: string;
  code?: string;
  errors?: ApiFieldError[];
}
