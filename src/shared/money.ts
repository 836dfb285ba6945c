/** A price in minor units as people read it, e.g. 500 usd → "$5.00" (reader pages and the admin alike). */
export const formatPrice = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
