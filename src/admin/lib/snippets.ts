import type { Snippet } from '@/shared/types';

/** Icon names a snippet may use, in the order the picker shows them. */
export const SNIPPET_ICONS = [
  'PenSquareIcon',
  'MousePointerClickIcon',
  'InfoIcon',
  'QuoteIcon',
  'GridIcon',
  'Code2Icon',
  'MailIcon',
  'AlertTriangleIcon',
  'CheckCircleIcon',
  'ImageIcon',
  'CreditCardIcon',
  'StarIcon',
  'HeartIcon',
  'BookOpenIcon',
  'LightbulbIcon',
] as const;
export type SnippetIconName = (typeof SNIPPET_ICONS)[number];
export const DEFAULT_SNIPPET_ICON: SnippetIconName = 'PenSquareIcon';

export const SNIPPET_PREVIEW_CHARS = 100;

/** The first 100 characters of the snippet's HTML, as source text. */
export function snippetPreview(html: string): string {
  return html.length > SNIPPET_PREVIEW_CHARS ? `${html.slice(0, SNIPPET_PREVIEW_CHARS)}…` : html;
}

export interface SnippetDraft {
  name: string;
  description: string;
  icon: string;
  content: string;
}

/** Trimmed snippet fields, or null when name or content is blank. */
export function validSnippet(draft: SnippetDraft): Omit<Snippet, 'id'> | null {
  const name = draft.name.trim();
  const content = draft.content.trim();
  if (!name || !content) return null;
  const icon = (SNIPPET_ICONS as readonly string[]).includes(draft.icon) ? draft.icon : DEFAULT_SNIPPET_ICON;
  return { name, description: draft.description.trim(), icon, content };
}

/** Blocks every new admin starts with; editable and deletable like their own. */
export const STARTER_SNIPPETS: Snippet[] = [
  {
    id: 'snippet-call-to-action',
    name: 'Call to Action',
    description: 'A highlighted closing paragraph with a link.',
    icon: 'MousePointerClickIcon',
    content: '<blockquote><p><strong>Enjoyed this article?</strong> <a href="/#newsletter">Subscribe to the newsletter</a> for more.</p></blockquote>',
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
