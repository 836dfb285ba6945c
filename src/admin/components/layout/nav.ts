import {
  BookUser,
  FileText,
  FolderOpen,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Newspaper,
  Puzzle,
  Settings,
  ExternalLink,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  end?: boolean;
  external?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', Icon: LayoutDashboard, end: true },
  { to: '/admin/posts', label: 'Posts', Icon: Newspaper },
  { to: '/admin/pages', label: 'Pages', Icon: FileText },
  { to: '/admin/snippets', label: 'Snippets', Icon: Puzzle },
  { to: '/admin/categories', label: 'Categories', Icon: FolderOpen },
  { to: '/admin/comments', label: 'Comments', Icon: MessageSquare },
  { to: '/admin/messages', label: 'Messages', Icon: Mail },
  { to: '/admin/subscribers', label: 'Subscribers', Icon: Users },
  { to: '/admin/authors', label: 'Authors', Icon: BookUser },
  { to: '/admin/users', label: 'Users', Icon: UserCog },
];

/** Shown only where the API has a Mailbox (npm run dev with the local mail catcher). */
export const MAILBOX_NAV: NavItem = { to: '/admin/mailbox', label: 'Mailbox', Icon: Inbox };

export const BOTTOM_NAV: NavItem[] = [
  { to: '/admin/settings', label: 'Settings', Icon: Settings },
  { to: '/', label: 'View Site', Icon: ExternalLink, external: true },
];
