import { api } from '@/browser/api';

type Query = Record<string, string | number | undefined>;

/** One page of a list the server pages (`limit`, `offset`), with the total `meta` reports. */
export async function fetchPage<T>(path: string, query: Query): Promise<{ items: T[]; total: number }> {
  const res = await api.get<T[]>(path, query);
  return { items: res.data, total: res.meta?.total ?? res.data.length };
}

/** A short list the server answers whole (categories, authors, tags, pages). */
export const fetchList = async <T>(path: string): Promise<T[]> => (await api.get<T[]>(path)).data;
