/** What a share menu offers and how it looks, for the prebuilt page and the post fallback alike. */
import type { IconName } from '@/browser/icons';

export function shareLinks(url: string, title: string): { label: string; icon: IconName; href: string }[] {
  const enc = encodeURIComponent;
  return [
    { label: 'Share on X', icon: 'xLogo', href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}` },
    { label: 'Share on LinkedIn', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { label: 'Share on Facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
  ];
}

/** A stable element id per shared URL. */
export const shareMenuId = (url: string) =>
  `share-menu-${Math.abs([...url].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)).toString(36)}`;

// While open, the button sits above the click-away backdrop so a second click closes the menu.
export const shareButtonClass =
  'relative inline-flex h-10 items-center gap-2 rounded-full border border-zinc-200 px-4 text-sm font-medium text-zinc-700 hover:bg-zinc-100 aria-expanded:z-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800';
export const sharePanelClass =
  'absolute left-0 top-full z-50 mt-2 w-60 rounded-2xl border border-zinc-200 bg-white p-2 shadow-xl shadow-zinc-900/5 dark:border-zinc-800 dark:bg-zinc-900';
export const shareItemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:hover:text-white';
