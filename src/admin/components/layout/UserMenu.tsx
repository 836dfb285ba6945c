import { useStore } from '@nanostores/react';
import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar';
import { $auth, signOut } from '@/stores/auth';

export function UserMenu() {
  const me = useStore($auth).user;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!me) return null;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${me.name}`}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-gray-800"
      >
        <Avatar name={me.name} url={me.avatarUrl} size="sm" />
        <span className="hidden max-w-[10rem] truncate text-sm font-medium text-gray-700 sm:block dark:text-gray-200">
          {me.name}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-gray-500" />
      </button>
      {open && (
        <div
          role="menu"
          aria-label="Account"
          className="absolute right-0 z-40 mt-2 w-64 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xl dark:border-gray-700 dark:bg-gray-900"
        >
          <div className="border-b border-gray-100 px-4 py-3 dark:border-gray-800">
            <p className="truncate text-sm font-semibold text-gray-900 dark:text-white">{me.name}</p>
            <p className="truncate text-xs text-gray-500 dark:text-gray-400">{me.email}</p>
          </div>
          <button
            ref={firstItem}
            type="button"
            role="menuitem"
            onClick={() => {
              signOut();
              location.assign('/');
            }}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-gray-700 hover:bg-gray-50 focus:bg-gray-50 focus:outline-none dark:text-gray-200 dark:hover:bg-gray-800 dark:focus:bg-gray-800"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign Out
          </button>
          <a
            role="menuitem"
            href="/account#security"
            className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-gray-700 hover:bg-gray-50 focus:bg-gray-50 focus:outline-none dark:text-gray-200 dark:hover:bg-gray-800 dark:focus:bg-gray-800"
          >
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Account security
          </a>
        </div>
      )}
    </div>
  );
}
