import { useStore } from '@nanostores/react';
import { PenLine, X } from 'lucide-react';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { $mailboxAvailable, checkMailbox } from '../../stores/inbox';
import { $settings } from '../../stores/settings';
import { BOTTOM_NAV, MAILBOX_NAV, MAIN_NAV, type NavItem } from './nav';
import { useCan } from '../../lib/use-can';

const linkBase =
  'group relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400';
const idle = 'text-gray-300 hover:bg-white/10 hover:text-white';
const active = 'bg-indigo-600 text-white shadow';

function Item({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate: () => void }) {
  const { Icon, label } = item;
  const content = (
    <>
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      {!collapsed && <span className="truncate">{label}</span>}
      {collapsed && (
        <span
          role="tooltip"
          className="pointer-events-none absolute left-full top-1/2 z-50 ml-3 hidden -translate-y-1/2 whitespace-nowrap rounded-md bg-gray-900 px-2 py-1 text-xs text-white shadow-lg group-hover:block group-focus-visible:block dark:bg-gray-700"
        >
          {label}
        </span>
      )}
    </>
  );
  const layout = collapsed ? 'justify-center' : '';
  // In the rail the visible text is only a tooltip, so the link carries its name itself.
  const name = collapsed ? label : undefined;
  if (item.external)
    return (
      <a href={item.to} aria-label={name} className={`${linkBase} ${layout} ${idle}`}>
        {content}
      </a>
    );
  return (
    <NavLink
      to={item.to}
      end={item.end}
      aria-label={name}
      onClick={onNavigate}
      className={({ isActive }) => `${linkBase} ${layout} ${isActive ? active : idle}`}
    >
      {content}
    </NavLink>
  );
}

interface Props {
  collapsed: boolean;
  /** Rendered as the mobile drawer: full width labels and a close button. */
  drawer?: boolean;
  onNavigate: () => void;
}

export function Sidebar({ collapsed, drawer = false, onNavigate }: Props) {
  const settings = useStore($settings);
  const mailbox = useStore($mailboxAvailable);
  const allowed = useCan();
  useEffect(() => checkMailbox(), []);
  const narrow = collapsed && !drawer;
  return (
    <div className="flex h-full flex-col bg-gray-900 text-white dark:bg-gray-950">
      <div
        className={`flex h-16 shrink-0 items-center border-b border-white/10 ${narrow ? 'justify-center px-2' : 'justify-between px-5'}`}
      >
        <a
          href="/admin"
          className="flex min-w-0 items-center gap-2 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
          aria-label={`${settings?.title ?? 'Site'} admin home`}
        >
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-600">
            <PenLine className="h-4 w-4" />
          </span>
          {!narrow && <span className="truncate">{settings?.title ?? 'Admin'}</span>}
        </a>
        {drawer && (
          <button
            type="button"
            onClick={onNavigate}
            aria-label="Close menu"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the menu drawer is modal: focus moves into it when it opens
            autoFocus
            className="rounded-md p-2 text-gray-300 hover:bg-white/10 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        )}
      </div>
      <nav aria-label="Admin" className="flex flex-1 flex-col justify-between overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {(mailbox ? [...MAIN_NAV, MAILBOX_NAV] : MAIN_NAV)
            .filter((item) => allowed(item.can))
            .map((item) => (
              <li key={item.to}>
                <Item item={item} collapsed={narrow} onNavigate={onNavigate} />
              </li>
            ))}
        </ul>
        <ul className="mt-6 space-y-1 border-t border-white/10 pt-4">
          {BOTTOM_NAV.filter((item) => allowed(item.can)).map((item) => (
            <li key={item.to}>
              <Item item={item} collapsed={narrow} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
