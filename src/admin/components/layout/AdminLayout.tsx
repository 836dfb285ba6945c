import { useStore } from '@nanostores/react';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { $drawerOpen, $sidebarCollapsed, closeDrawer, openDrawer, toggleSidebar } from '../../stores/ui';
import { LoadingState } from '../States';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

const topButton =
  'inline-flex size-11 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-white';

export function AdminLayout() {
  const collapsed = useStore($sidebarCollapsed);
  const drawerOpen = useStore($drawerOpen);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  useEffect(closeDrawer, [pathname]);

  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded bg-indigo-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className={`fixed inset-y-0 left-0 z-30 hidden transition-[width] duration-300 lg:block ${collapsed ? 'w-20' : 'w-64'}`}
      >
        <Sidebar collapsed={collapsed} onNavigate={() => undefined} />
      </aside>

      {drawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div aria-hidden="true" className="absolute inset-0 bg-gray-950/50" onClick={closeDrawer} />
          <aside
            id="admin-drawer"
            aria-label="Sidebar"
            className="admin-toast-enter absolute inset-y-0 left-0 w-72 max-w-[85%] shadow-2xl"
          >
            <Sidebar collapsed={false} drawer onNavigate={closeDrawer} />
          </aside>
        </div>
      )}

      <div className={`flex min-h-screen flex-col transition-[padding] duration-300 ${collapsed ? 'lg:pl-20' : 'lg:pl-64'}`}>
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-gray-800 dark:bg-gray-900/90">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={`${topButton} lg:hidden`}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-controls="admin-drawer"
              onClick={openDrawer}
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={`${topButton} hidden lg:inline-flex`}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              onClick={toggleSidebar}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="h-5 w-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          </div>
          <UserMenu />
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <div key={pathname} className="admin-page-enter mx-auto max-w-7xl">
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
