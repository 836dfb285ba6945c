/** The site's navigation, shared by the header, the mobile menu and the footer. */
export const MAIN_LINKS = [
  { href: '/categories', label: 'Categories' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const;

export const AI_TOOLS = [
  { href: '/story-writer', label: 'Story Writer', description: 'Co-write a short story from a prompt', icon: 'pen' },
  { href: '/vision-weaver', label: 'Vision Weaver', description: 'Turn a story into a storyboard', icon: 'image' },
  { href: '/pathfinder', label: 'Pathfinder', description: 'A learning path through the archive', icon: 'compass' },
  { href: '/ask', label: 'Ask the archive', description: 'Answers from our articles, with sources', icon: 'message' },
] as const;

export const LEGAL_LINKS = [
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
] as const;
