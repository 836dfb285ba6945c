/** The starter snippets every new site offers in the editor; admins edit or delete them like their own. */
import type { Snippet } from '@/shared/types';
import { snippets } from '@/server/repos/snippets';
import { markSeeded, readSeedMarker } from '@/server/repos/meta';

export type SeedSnippet = Omit<Snippet, 'createdAt' | 'updatedAt'>;

export const seedSnippets: SeedSnippet[] = [
  {
    id: 'snippet-call-to-action',
    name: 'Call to Action',
    description: 'A highlighted closing paragraph with a link.',
    icon: 'MousePointerClickIcon',
    content:
      '<blockquote><p><strong>Enjoyed this article?</strong> <a href="/#newsletter">Subscribe to the newsletter</a> for more.</p></blockquote>',
  },
  {
    id: 'snippet-info-box',
    name: 'Info Box',
    description: 'A short note set apart from the text.',
    icon: 'InfoIcon',
    content: '<blockquote><p><strong>Note:</strong> Add the extra context your readers need here.</p></blockquote>',
  },
  {
    id: 'snippet-key-takeaways',
    name: 'Key Takeaways',
    description: 'A summary list for the end of a post.',
    icon: 'LightbulbIcon',
    content: '<h3>Key Takeaways</h3><ul><li><p>First point</p></li><li><p>Second point</p></li><li><p>Third point</p></li></ul>',
  },
];

/**
 * Once per store, into an empty snippet collection, creating only ids that do not exist. It has its own
 * marker so that stores seeded before snippets were kept on the server get them too, and starters
 * an admin deleted stay deleted.
 */
export async function seedStarterSnippets(now: Date): Promise<number> {
  if (await readSeedMarker('snippetsSeeded')) return 0;
  const at = now.toISOString();
  const added =
    (await snippets.all()).length > 0
      ? []
      : await Promise.all(seedSnippets.map((s) => snippets.create({ ...s, createdAt: at, updatedAt: at })));
  await markSeeded('snippetsSeeded', at);
  return added.filter(Boolean).length;
}
