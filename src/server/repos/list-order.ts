/**
 * Each list's order (ids in reading order, with the date each was placed by) kept one month to a
 * copy, beside a small copy of how many posts each month holds: a save rewrites only the months of
 * the post's old and new dates, and a reader reads only the months that cover the places it shows.
 */
import type { PostIndexEntry } from '@/shared/records';
import { readCopy, updateCopy, type ListName, type ListOrder } from './list-copies';

/** Posts a list holds per month (`YYYY-MM`). */
export type MonthCounts = Record<string, number>;

export type Dated = Pick<PostIndexEntry, 'id' | 'publishedDate'>;
/** Reading order: newest first, ties by id. */
export const newestFirst = (a: Dated, b: Dated) => b.publishedDate.localeCompare(a.publishedDate) || a.id.localeCompare(b.id);

export const monthOf = (date: string) => date.slice(0, 7);
export const monthName = (list: ListName, month: string) => `${list}/${month}`;

/** The order without `id`, and with `post` placed by reading order when given. */
function place(order: ListOrder, id: string, post: Dated | null): ListOrder {
  const ids: string[] = [];
  const dates: string[] = [];
  order.ids.forEach((x, k) => {
    if (x === id) return;
    ids.push(x);
    dates.push(order.dates[k]!);
  });
  if (!post) return { ids, dates };
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newestFirst(post, { id: ids[mid]!, publishedDate: dates[mid]! }) < 0) hi = mid;
    else lo = mid + 1;
  }
  ids.splice(lo, 0, post.id);
  dates.splice(lo, 0, post.publishedDate);
  return { ids, dates };
}

/** Moves a post within `list`: out of the month it was in (`was`), into the month it is now in (`now`). */
export async function placeInOrder(list: ListName, id: string, was: Dated | null, now: Dated | null): Promise<void> {
  const months = new Set([was, now].flatMap((e) => (e ? [monthOf(e.publishedDate)] : [])));
  const change: MonthCounts = {};
  await Promise.all(
    [...months].map((m) =>
      updateCopy('order', monthName(list, m), (cur) => {
        const order = cur ?? { ids: [], dates: [] };
        const next = place(order, id, now && monthOf(now.publishedDate) === m ? now : null);
        // Taken from the write that lands, so the counts follow the months exactly.
        change[m] = next.ids.length - order.ids.length;
        return next;
      }),
    ),
  );
  if (Object.values(change).every((n) => n === 0)) return;
  await updateCopy('months', list, (cur) => {
    const counts = { ...cur };
    for (const [m, n] of Object.entries(change)) {
      counts[m] = (counts[m] ?? 0) + n;
      if (counts[m] <= 0) delete counts[m];
    }
    return counts;
  });
}

/** How many posts `list` holds, by its month counts. */
export const orderLength = (counts: MonthCounts | null) => Object.values(counts ?? {}).reduce((n, c) => n + c, 0);

/** Places `from` to `to` (exclusive) of `list`, read from only the months that hold them. */
export async function readOrderRange(list: ListName, counts: MonthCounts | null, from: number, to: number): Promise<ListOrder> {
  const months = Object.keys(counts ?? {})
    .sort()
    .reverse();
  const wanted: string[] = [];
  let start = 0;
  let skip = 0;
  for (const m of months) {
    const end = start + counts![m]!;
    if (end > from && start < to) {
      if (!wanted.length) skip = Math.max(0, from - start);
      wanted.push(m);
    }
    start = end;
  }
  const orders = await Promise.all(wanted.map((m) => readCopy('order', monthName(list, m))));
  const pick = (xs: string[]) => xs.slice(skip, skip + Math.max(0, to - from));
  return { ids: pick(orders.flatMap((o) => o?.ids ?? [])), dates: pick(orders.flatMap((o) => o?.dates ?? [])) };
}

/** The first `n` places of `list` as stored now. */
export const readOrderHead = async (list: ListName, n: number) => readOrderRange(list, await readCopy('months', list), 0, n);

/** A list's month copies and counts, from its posts in reading order (the job's rebuild). */
export function orderCopiesOf(list: ListName, posts: Dated[]): { months: MonthCounts; orders: Map<string, ListOrder> } {
  const orders = new Map<string, ListOrder>();
  for (const e of posts) {
    const name = monthName(list, monthOf(e.publishedDate));
    const order = orders.get(name) ?? { ids: [], dates: [] };
    order.ids.push(e.id);
    order.dates.push(e.publishedDate);
    orders.set(name, order);
  }
  const months = Object.fromEntries([...orders].map(([name, o]) => [name.slice(list.length + 1), o.ids.length]));
  return { months, orders };
}
