/** Fills the header's account area from the auth and bookmark stores; runs the account menu. */
import { $auth, signOut } from '@/stores/auth';
import { $bookmarkCount } from '@/stores/bookmarks';
import { onEveryPage } from './dom';

const initialsOf = (name: string) =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';

const roots = () => document.querySelectorAll<HTMLElement>('[data-header-auth]');

function setMenu(root: HTMLElement, open: boolean): void {
  root.querySelector('[data-account-button]')?.setAttribute('aria-expanded', String(open));
  const menu = root.querySelector<HTMLElement>('[data-account-menu]');
  if (menu) menu.hidden = !open;
}

function closeMenus(): void {
  for (const root of roots()) setMenu(root, false);
}

function render(): void {
  const { status, user } = $auth.get();
  const count = String($bookmarkCount.get());
  for (const root of roots()) {
    if (status !== 'loading') root.dataset.state = user ? 'member' : 'guest';
    for (const badge of root.querySelectorAll('[data-bookmark-badge]')) badge.textContent = count;
    if (!user) {
      setMenu(root, false);
      continue;
    }
    // Without a picture: the initials on the fixed purple, as the generated avatars elsewhere.
    const avatar = root.querySelector<HTMLImageElement>('[data-account-avatar]')!;
    const initials = root.querySelector<HTMLElement>('[data-account-initials]')!;
    if (user.avatarUrl && avatar.getAttribute('src') !== user.avatarUrl) avatar.src = user.avatarUrl;
    avatar.hidden = !user.avatarUrl;
    initials.hidden = Boolean(user.avatarUrl);
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
