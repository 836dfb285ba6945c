/** Monthly recurring revenue as people read it: each currency's amount, largest first. */
import { formatPrice } from '@/shared/money';
import type { MoneyAmount } from '@/shared/types';

export const revenueText = (mrr: MoneyAmount[]): string =>
  mrr.length === 0 ? 'None yet' : mrr.map((m) => formatPrice(m.amount, m.currency)).join(' · ');
