/**
 * The one source of "now" for publishing decisions (what is public, what the scheduler publishes),
 * so tests can move time instead of waiting for it.
 */
import { asOf } from '@/shared/post-status';
let source: () => number = Date.now;

export const now = (): number => source();

/** Tests only: read time from `fn` until `resetClock()`. */
export function setClock(fn: () => number): void {
  source = fn;
}

export function resetClock(): void {
  source = Date.now;
}

/** The post as readers see it now (see `asOf`). */
export const asOfNow = <T extends Parameters<typeof asOf>[0]>(p: T): T => asOf(p, now());
