/**
 * Theme toggle, AI Tools disclosure and mobile menu. Listeners sit on the document, so they keep
 * working after client-side navigation replaces the header.
 */
const root = document.documentElement;

function syncThemeButtons() {
  const dark = root.classList.contains('dark');
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]'))
    b.setAttribute('aria-pressed', String(dark));
}

function toggleTheme() {
  const dark = !root.classList.contains('dark');
  root.classList.toggle('dark', dark);
  try {
    // THEME_KEY of src/browser/storage.ts, written out so this script imports nothing and stays inline
    // on every page, like the inline theme scripts that read it.
    localStorage.setItem('theme', dark ? 'dark' : 'light');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  syncThemeButtons();
}

function setDropdown(button: HTMLButtonElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (menu) menu.hidden = !open;
}

function closeDropdowns(except?: Element | null) {
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-dropdown-button][aria-expanded="true"]')) {
    if (b !== except) setDropdown(b, false);
  }
}

let menuReturnFocus: HTMLElement | null = null;

function mobileMenu() {
  return document.getElementById('mobile-menu');
}

function openMenu(trigger: HTMLElement) {
  const menu = mobileMenu();
  if (!menu) return;
  menuReturnFocus = trigger;
  menu.setAttribute('data-open', '');
  trigger.setAttribute('aria-expanded', 'true');
  document.body.style.overflow = 'hidden';
  // Focus moves once the panel is visible (visibility flips on the same frame as the class).
  requestAnimationFrame(() => menu.querySelector<HTMLElement>('button[data-menu-close]')?.focus());
}

function closeMenu(restoreFocus = true) {
  const menu = mobileMenu();
  if (!menu?.hasAttribute('data-open')) return;
  menu.removeAttribute('data-open');
  document.body.style.overflow = '';
  for (const b of document.querySelectorAll('[data-menu-open]')) b.setAttribute('aria-expanded', 'false');
  if (restoreFocus) menuReturnFocus?.focus();
}

document.addEventListener('click', (e) => {
  const target = e.target as Element | null;
  if (!target?.closest) return;
  if (target.closest('[data-theme-toggle]')) return toggleTheme();

  const dropdownButton = target.closest<HTMLButtonElement>('[data-dropdown-button]');
  if (dropdownButton) {
    closeDropdowns(dropdownButton);
    setDropdown(dropdownButton, dropdownButton.getAttribute('aria-expanded') !== 'true');
    return;
  }
  if (!target.closest('[data-dropdown]')) closeDropdowns();

  const opener = target.closest<HTMLElement>('[data-menu-open]');
  if (opener) return openMenu(opener);
  if (target.closest('[data-menu-close]')) return closeMenu();
  // Following a link or opening search from the menu closes it.
  if (target.closest('#mobile-menu a, #mobile-menu [data-open-search]')) closeMenu(false);
});

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  const open = document.querySelector<HTMLButtonElement>('[data-dropdown-button][aria-expanded="true"]');
  if (open) {
    setDropdown(open, false);
    open.focus();
  }
  closeMenu();
});

document.addEventListener('focusin', (e) => {
  const target = e.target as Element | null;
  if (target && !target.closest('[data-dropdown]')) closeDropdowns();
});

document.addEventListener('astro:page-load', () => {
  syncThemeButtons();
  document.body.style.overflow = '';
});
