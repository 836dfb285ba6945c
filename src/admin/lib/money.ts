/**
 * Prices as the admin reads and types them. The reader pages format the same way
 * (src/features/members/money.ts), but the admin app may not import from features.
 */

/** 500 eur → "€5.00". */
export const formatPrice = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** "5", "5.5" or "5.00" → 500; what the API should judge (NaN for words) is passed on as typed. */
export const toMinor = (typed: string): number => {
  const n = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || Number.isNaN(n) ? NaN : Math.round(n * 100);
};

/** 500 → "5.00", for a form field. */
export const fromMinor = (minor: number) => (minor / 100).toFixed(2);
