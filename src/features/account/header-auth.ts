/** Fills the header's account area from the auth and bookmark stores; runs the account menu. */
import { $auth, signOut } from '@/stores/auth';
import { $bookmarkCount } from '@/stores/bookmarks';
import { h, onEveryPage } from '@/browser/dom';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';

const roots = () => document.querySelectorAll<HTMLElement>('[data-header-auth]');

function setMenu(root: HTMLElement, open: boolean): void {
  root.querySelector('[data-account-button]')?.setAttribute('aria-expanded', String(open));
  const menu = root.querySelector<HTMLElement>('[data-account-menu]');
  if (menu) menu.hidden = !open;
}

function closeMenus(): void {
  for (const root of roots()) setMenu(root, false);
}

/** The picture, created only when there is one (an `img` must have a source). */
function showAvatar(initials: HTMLElement, url: string): void {
  let avatar = initials.parentElement!.querySelector<HTMLImageElement>('[data-account-avatar]');
  if (url && !avatar) {
    avatar = h('img', {
      'data-account-avatar': '',
      alt: '',
      width: 32,
      height: 32,
      class: 'size-8 rounded-full bg-accent-700 object-cover',
    });
    initials.before(avatar);
  }
  if (!url) avatar?.remove();
  else if (avatar!.getAttribute('src') !== url) avatar!.src = url;
  initials.hidden = Boolean(url);
}

function render(): void {
  const { status, user } = $auth.get();
  const count = String($bookmarkCount.get());
  // Which header shows is CSS on this mark, first set before paint by AuthStateScript.
  if (status !== 'loading') document.documentElement.dataset.auth = user ? 'member' : 'guest';
  for (const root of roots()) {
    for (const badge of root.querySelectorAll('[data-bookmark-badge]')) badge.textContent = count;
    if (!user) {
      setMenu(root, false);
      continue;
    }
    // Without a picture: the initials on the fixed purple, as the generated avatars elsewhere.
    const initials = root.querySelector<HTMLElement>('[data-account-initials]')!;
    showAvatar(initials, user.avatarUrl);
    initials.textContent = initialsOf(user.name);
    root.querySelector('[data-account-button]')?.setAttribute('aria-label', `Account menu for ${user.name}`);
    root.querySelector('[data-account-name]')!.textContent = user.name;
    root.querySelector('[data-account-email]')!.textContent = user.email;
    for (const el of root.querySelectorAll<HTMLElement>('[data-admin-only]')) el.hidden = !user.isAdmin;
    for (const el of root.querySelectorAll<HTMLElement>('[data-unverified-only]')) el.hidden = user.isVerified;
  }
}

document.addEventListener('click', (e) => {
  const target = e.target as Element | null;
  const button = target?.closest?.('[data-account-button]');
  if (button) {
    const root = button.closest<HTMLElement>('[data-header-auth]')!;
    setMenu(root, button.getAttribute('aria-expanded') !== 'true');
    return;
  }
  if (target?.closest?.('[data-sign-out]')) {
    closeMenus();
    signOut();
    return;
  }
  // A click anywhere else, or on a menu link, closes the menu.
  if (!target?.closest?.('[data-account-menu]') || target.closest('a')) closeMenus();
});

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  const open = document.querySelector<HTMLElement>('[data-account-button][aria-expanded="true"]');
  if (!open) return;
  closeMenus();
  open.focus();
});

$auth.subscribe(render);
$bookmarkCount.listen(render);
onEveryPage(render);
// The swapped-in header is shown before the page-load event: fill it in straight after the swap.
document.addEventListener('astro:after-swap', render);
