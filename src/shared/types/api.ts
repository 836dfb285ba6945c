import type { z } from 'zod';
import type { listQuery } from '../list-schemas';

export type ListQuery = z.output<typeof listQuery>;

/** Response envelopes of the REST API. */
export interface ListMeta {
  total: number;
  limit: number;
  offset: number;
}
export interface ApiSuccess<T> {
  data: T;
  meta?: ListMeta;
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
