/** Tags are created by post saves; readers browse them by id. */
import type { Tag } from '@/shared/types';
import { NotFound } from '../errors';
import { tags } from '../repos/taxonomy';
import { loadCatalog } from './catalog';

export async function listTags(): Promise<Tag[]> {
  return [...(await loadCatalog()).tags.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function getTag(id: string): Promise<Tag> {
  const t = await tags.get(id);
  if (!t) throw NotFound('Tag');
  return t;
}
