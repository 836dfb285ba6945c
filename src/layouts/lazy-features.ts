/**
 * Each control's code loads when a reader first uses it: the click waits for the code, then goes to
 * it. What must show without a click loads with the page only for readers who have it: a member's
 * account menu, likes, saves and the rest of a paid post, bookmarks already made, a toast carried
 * over from the last page. The toaster loads with any of them and whenever a toast is raised.
 * Storage keys and event names are written out (src/browser/storage.ts and dom.ts name them): an
 * import of either would bring the code every feature shares into the first load.
 */

type Load = () => Promise<unknown>;

const toaster: Load = () => import('@/features/toasts/toaster');
const account: Load = () => import('@/features/account/header-auth');
const likes: Load = () => import('@/features/likes/like-button');
const bookmarks: Load = () => import('@/features/bookmarks/bookmark-button');
const saves: Load = () => import('@/features/reading-list/save-toggle');
const paywall: Load = () => import('@/features/paywall/paywall-unlock');
const article: Load = () => import('@/features/post/article-enhance');

/** Controls whose code waits for their first click. */
const ON_CLICK: [string, Load][] = [
  ['[data-like-button]', likes],
  ['[data-bookmark-button]', bookmarks],
  ['[data-save-toggle]', saves],
  ['[data-share-button]', () => import('@/features/share/share-menu')],
  ['[data-account-button], [data-sign-out]', account],
  ['[data-toc-link]', article],
];

const started = new Map<Load, Promise<unknown>>();
const ready = new Set<Load>();

function fetchCode(load: Load): Promise<unknown> {
  let loading = started.get(load);
  if (!loading) {
    loading = Promise.all([load(), toaster()]).then(() => ready.add(load));
    started.set(load, loading);
  }
  return loading;
}

document.addEventListener(
  'click',
  (e) => {
    const target = e.target as Element | null;
    for (const [selector, load] of ON_CLICK) {
      const control = target?.closest?.<HTMLElement>(selector);
      if (!control || ready.has(load)) continue;
      e.preventDefault();
      e.stopImmediatePropagation();
      void fetchCode(load).then(() => control.click());
      return;
    }
  },
  true,
);

function stored(key: string, area: 'localStorage' | 'sessionStorage' = 'localStorage'): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

const has = (selector: string) => document.querySelector(selector) !== null;

function loadWhatThePageShows(): void {
  // AuthStateScript marks a cached session before the first paint.
  if (document.documentElement.dataset.auth === 'member') {
    void fetchCode(account);
    if (has('[data-like-button]')) void fetchCode(likes);
    if (has('[data-save-toggle]')) void fetchCode(saves);
    if (has('[data-paywall-box]')) void fetchCode(paywall);
  }
  if (has('[data-bookmark-button]') && !['[]', null].includes(stored('bookmarks'))) void fetchCode(bookmarks);
  if (stored('toasts_in_flight', 'sessionStorage')) void fetchCode(toaster);
  if (has('[data-article-body]') && scrollY > 0) void fetchCode(article);
}

document.addEventListener('astro:page-load', loadWhatThePageShows);
document.addEventListener('inkwell:toast-raised', () => void fetchCode(toaster));
// A reader signed in in another tab.
addEventListener('storage', (e) => e.key === 'user_data' && loadWhatThePageShows());
// An island (a sign-in form, comments) may sign a reader in or raise a toast.
document.addEventListener('astro:hydrate', () => void fetchCode(account), true);
// The reading progress and the contents list's place follow the first scroll; the post fallback renders its article late.
addEventListener('scroll', () => has('[data-article-body]') && void fetchCode(article), { passive: true });
document.addEventListener('inkwell:controls-rendered', () => void fetchCode(article));
