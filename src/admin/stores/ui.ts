import { atom } from 'nanostores';
import { ADMIN_SIDEBAR_KEY, readText, writeText } from '@/browser/storage';

/** Desktop sidebar narrowed to an icon rail; remembered between visits (private mode: this visit only). */
export const $sidebarCollapsed = atom(readText(ADMIN_SIDEBAR_KEY) === '1');
/** Mobile drawer open. */
export const $drawerOpen = atom(false);

export function toggleSidebar(): void {
  const next = !$sidebarCollapsed.get();
  $sidebarCollapsed.set(next);
  writeText(ADMIN_SIDEBAR_KEY, next ? '1' : '0');
}

export const openDrawer = () => $drawerOpen.set(true);
export const closeDrawer = () => $drawerOpen.set(false);
