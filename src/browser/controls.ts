/** Classes of the post page parts that the prebuilt page and the post fallback both render. */
export const likeButtonClass =
  'group inline-flex h-10 min-w-16 items-center justify-center gap-2 rounded-full border border-zinc-200 px-3 text-sm font-medium text-zinc-700 transition-colors hover:border-rose-300 hover:text-rose-600 aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-600 disabled:opacity-60 dark:border-zinc-700 dark:text-zinc-200 dark:aria-pressed:border-rose-800 dark:aria-pressed:bg-rose-950 dark:aria-pressed:text-rose-300';
export const bookmarkButtonClass = 'group icon-btn aria-pressed:text-accent-700 dark:aria-pressed:text-accent-300';
export const saveToggleClass =
  'group inline-flex h-10 min-w-24 items-center justify-center gap-2 rounded-full border border-zinc-200 px-4 text-sm font-semibold text-zinc-800 transition-colors hover:bg-zinc-100 aria-pressed:border-accent-300 aria-pressed:bg-accent-50 aria-pressed:text-accent-800 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:aria-pressed:border-accent-700 dark:aria-pressed:bg-accent-800/30 dark:aria-pressed:text-accent-200';
export const tocLinkClass =
  '-ml-px block border-l-2 border-transparent py-1 pl-3 text-zinc-600 transition-colors hover:text-zinc-900 aria-[current=true]:border-accent-600 aria-[current=true]:font-semibold aria-[current=true]:text-accent-700 dark:text-zinc-400 dark:hover:text-white dark:aria-[current=true]:border-accent-400 dark:aria-[current=true]:text-accent-300';
