/** Creates a record under a readable id, adding -2, -3… (then a random suffix) while the id is taken. */
import { randomBytes } from 'node:crypto';

const READABLE_TRIES = 20;

export async function createWithUniqueId<T extends { id: string }>(
  create: (item: T) => Promise<boolean>,
  base: string,
  make: (id: string) => T,
): Promise<T> {
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : n <= READABLE_TRIES ? `${base}-${n}` : `${base}-${randomBytes(3).toString('hex')}`;
    const item = make(id);
    if (await create(item)) return item;
  }
}
