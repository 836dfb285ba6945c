import { getJSON, setJSON } from '../storage/store';

/** Which user a Stripe customer is, for events that name only the customer (a refunded charge). */
const key = (customerId: string) => `stripe-customers/${customerId}`;

export const userOfCustomer = async (customerId: string) => (await getJSON<{ userId: string }>(key(customerId)))?.userId ?? null;
export const rememberCustomer = (customerId: string, userId: string) => setJSON(key(customerId), { userId });
