import { atom } from 'nanostores';

const COLLAPSED_KEY = 'admin_sidebar_collapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Desktop sidebar narrowed to an icon rail; remembered between visits. */
export const $sidebarCollapsed = atom(storedCollapsed());
/** Mobile drawer open. */
export const $drawerOpen = atom(false);

export function toggleSidebar(): void {
  const next = !$sidebarCollapsed.get();
  $sidebarCollapsed.set(next);
  try {
    localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

export const openDrawer = () => $drawerOpen.set(true);
export const closeDrawer = () => $drawerOpen.set(false);
