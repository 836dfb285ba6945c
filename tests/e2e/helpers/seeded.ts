/**
 * The seeded category and author that browser tests file their own posts under. Spec files run side
 * by side on one store, so the first entry of a list can be a record another spec has just added
 * and is about to delete (an import's categories sort before the seeded ones); tests name these.
 */
export const SEEDED_CATEGORY = { id: 'culture', name: 'Culture' } as const;
export const SEEDED_AUTHOR = { id: 'david-okafor', name: 'David Okafor' } as const;
