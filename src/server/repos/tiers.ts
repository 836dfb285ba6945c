import type { Tier } from '@/shared/types';
import { collection } from './collection';

/** One document per paid tier. */
export const tiers = collection<Tier>('tiers/');
