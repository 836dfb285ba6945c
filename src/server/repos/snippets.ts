import type { Snippet } from '@/shared/types';
import { collection } from './collection';

/** One document per snippet, so two admins saving different snippets never write the same key. */
export const snippets = collection<Snippet>('snippets/');
