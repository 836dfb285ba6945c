/** Snippet icon names (the spec's list), shared by the API's validation and the admin's picker. */
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

export const isSnippetIcon = (name: string): name is SnippetIconName => (SNIPPET_ICONS as readonly string[]).includes(name);

/** A known icon name as given, anything else the default. */
export const snippetIconOrDefault = (name: string | undefined): SnippetIconName =>
  name && isSnippetIcon(name) ? name : DEFAULT_SNIPPET_ICON;
