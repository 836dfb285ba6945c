import { api } from '@/browser/api';

type Query = Record<string, string | number | undefined>;

const PAGE_SIZE = 100;
const PARALLEL = 4;

/** Every item of a paginated list: the first page tells the total, the rest are fetched a few at a time. */
export async function fetchAll<T>(path: string, query: Query = {}): Promise<T[]> {
  const first = await api.get<T[]>(path, { ...query, limit: PAGE_SIZE, offset: 0 });
  const total = first.meta?.total ?? first.data.length;
  const items = [...first.data];
  const offsets: number[] = [];
  for (let offset = first.data.length; first.meta && offset < total; offset += PAGE_SIZE) offsets.push(offset);
  for (let i = 0; i < offsets.length; i += PARALLEL) {
    const pages = await Promise.all(offsets.slice(i, i + PARALLEL).map((offset) => api.get<T[]>(path, { ...query, limit: PAGE_SIZE, offset })));
    for (const page of pages) items.push(...page.data);
  }
  return items;
}
