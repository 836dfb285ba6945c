/** Authors, categories and tags of an import: existing records are reused by name; new ones get readable ids. */
import { slugify } from '@/lib/slug';
import { LIMITS } from '@/shared/limits';
import { getSource, saveSource } from '../repos/imports';
import { authors, categories, tags } from '../repos/taxonomy';
import { createWithUniqueId } from '../repos/unique-id';
import { absolute } from './clean-html';
import { clip, lower } from './import-text';
import type { ImportPlan } from './plan';
import type { Progress } from './progress';

/** The ids of the named categories and tags, keyed by lower-cased name, made where none exists yet. */
export async function taxonomy(
  plan: ImportPlan,
  progress: Progress,
  names: { categories: Map<string, string>; tags: Set<string> },
) {
  const categoryIds = new Map<string, string>();
  const existingCats = new Map((await categories.all()).map((c) => [lower(c.name), c.id]));
  for (const [key, name] of names.categories) {
    const found = existingCats.get(key);
    if (found) {
      categoryIds.set(key, found);
      continue;
    }
    const description = plan.site.categories.find((c) => lower(c.name) === key)?.description ?? '';
    const c = await createWithUniqueId(categories.create, slugify(name) || 'category', (id) => ({
      id,
      name: clip(name, LIMITS.name),
      description: clip(description, LIMITS.description),
      imageUrl: '',
    }));
    categoryIds.set(key, c.id);
    progress.created('categories');
  }
  const tagIds = new Map<string, string>();
  const existingTags = new Map((await tags.all()).map((t) => [lower(t.name), t.id]));
  for (const name of names.tags) {
    const key = lower(name);
    const found = existingTags.get(key);
    if (found) tagIds.set(key, found);
    else {
      const t = await createWithUniqueId(tags.create, slugify(name) || 'tag', (id) => ({
        id,
        name: clip(name.trim(), LIMITS.name),
      }));
      tagIds.set(key, t.id);
      progress.created('tags');
    }
  }
  return { categoryIds, tagIds };
}

/** The site's authors, by source key: the one an earlier run made, else one of the same name, else a new one. */
export async function people(plan: ImportPlan, progress: Progress): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const byName = new Map((await authors.all()).map((a) => [lower(a.name), a.id]));
  for (const a of plan.site.authors) {
    const source = `${plan.source}|${plan.siteKey}|author|${a.key}`;
    const known = await getSource(source);
    let id = known?.id ?? byName.get(lower(a.name));
    if (!id) {
      const made = await createWithUniqueId(authors.create, slugify(a.name) || 'author', (newId) => ({
        id: newId,
        name: clip(a.name, LIMITS.name),
        avatarUrl: absolute(a.avatarUrl, plan.site.siteUrl) ?? '',
        bio: clip(a.bio, LIMITS.bio),
        followers: 0,
      }));
      id = made.id;
      progress.created('authors');
    } else progress.skipped('authors');
    if (!known) await saveSource(source, id);
    ids.set(a.key, id);
  }
  return ids;
}

/** The author of posts whose own is unknown: the first imported or existing one, else a new "Editorial team". */
export async function fallbackAuthor(authorIds: Map<string, string>): Promise<string> {
  const first = authorIds.values().next().value ?? (await authors.all())[0]?.id;
  if (first) return first;
  const made = await createWithUniqueId(authors.create, 'editorial-team', (id) => ({
    id,
    name: 'Editorial team',
    avatarUrl: '',
    bio: '',
    followers: 0,
  }));
  return made.id;
}
