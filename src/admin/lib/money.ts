/** Prices as the admin types them into a form (shown with `formatPrice` from `@/shared/money`). */

/** "5", "5.5" or "5.00" → 500; what the API should judge (NaN for words) is passed on as typed. */
export const toMinor = (typed: string): number => {
  const n = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || Number.isNaN(n) ? NaN : Math.round(n * 100);
};

/** 500 → "5.00", for a form field. */
export const fromMinor = (minor: number) => (minor / 100).toFixed(2);
