import {
  BadgeDollarSign,
  BarChart3,
  BookUser,
  FileText,
  FolderOpen,
  History,
  Inbox,
  LayoutDashboard,
  Mail,
  MailPlus,
  MessageSquare,
  MessageSquareText,
  Newspaper,
  Puzzle,
  Rss,
  Settings,
  ExternalLink,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Capability } from '@/shared/roles';

export interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  end?: boolean;
  external?: boolean;
  /** What the role needs to see it (the server checks the same on every call). */
  can?: Capability;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', Icon: LayoutDashboard, end: true },
  { to: '/admin/posts', label: 'Posts', Icon: Newspaper, can: 'posts.write' },
  { to: '/admin/analytics', label: 'Analytics', Icon: BarChart3, can: 'posts.write' },
  { to: '/admin/pages', label: 'Pages', Icon: FileText, can: 'content.manage' },
  { to: '/admin/snippets', label: 'Snippets', Icon: Puzzle, can: 'content.manage' },
  { to: '/admin/categories', label: 'Categories', Icon: FolderOpen, can: 'content.manage' },
  { to: '/admin/comments', label: 'Comments', Icon: MessageSquare, can: 'content.manage' },
  { to: '/admin/questions', label: 'Reader questions', Icon: MessageSquareText, can: 'posts.others' },
  { to: '/admin/messages', label: 'Messages', Icon: Mail, can: 'site.admin' },
  { to: '/admin/members', label: 'Members', Icon: BadgeDollarSign, can: 'site.admin' },
  { to: '/admin/subscribers', label: 'Subscribers', Icon: Users, can: 'site.admin' },
  { to: '/admin/newsletters', label: 'Newsletters', Icon: MailPlus, can: 'site.admin' },
  { to: '/admin/followers', label: 'Followers', Icon: Rss, can: 'site.admin' },
  { to: '/admin/authors', label: 'Authors', Icon: BookUser, can: 'content.manage' },
  { to: '/admin/users', label: 'Users', Icon: UserCog, can: 'site.admin' },
];

/** Shown only where the API has a Mailbox (npm run dev with the local mail catcher). */
export const MAILBOX_NAV: NavItem = { to: '/admin/mailbox', label: 'Mailbox', Icon: Inbox, can: 'site.admin' };

export const BOTTOM_NAV: NavItem[] = [
  { to: '/admin/settings', label: 'Settings', Icon: Settings, can: 'site.admin' },
  { to: '/admin/history', label: 'History', Icon: History, can: 'site.admin' },
  { to: '/', label: 'View Site', Icon: ExternalLink, external: true },
];
