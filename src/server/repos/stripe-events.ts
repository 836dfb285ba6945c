import { createJSON, deleteKey } from '../storage/store';

/** One key per Stripe event id: the first delivery claims it, repeats find it taken. */
const key = (id: string) => `stripe-events/${id}`;

export const claimEvent = (id: string, type: string) => createJSON(key(id), { type, at: new Date().toISOString() });
/** A delivery that failed midway gives its claim back, so Stripe's retry applies it. */
export const releaseEvent = (id: string) => deleteKey(key(id));
