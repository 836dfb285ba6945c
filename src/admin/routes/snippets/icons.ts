import {
  AlertTriangleIcon,
  BookOpenIcon,
  CheckCircleIcon,
  Code2Icon,
  CreditCardIcon,
  GridIcon,
  HeartIcon,
  ImageIcon,
  InfoIcon,
  LightbulbIcon,
  MailIcon,
  MousePointerClickIcon,
  PenSquareIcon,
  QuoteIcon,
  StarIcon,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_SNIPPET_ICON, type SnippetIconName } from '@/shared/snippets';

export const SNIPPET_ICON_COMPONENTS: Record<SnippetIconName, LucideIcon> = {
  PenSquareIcon,
  MousePointerClickIcon,
  InfoIcon,
  QuoteIcon,
  GridIcon,
  Code2Icon,
  MailIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  ImageIcon,
  CreditCardIcon,
  StarIcon,
  HeartIcon,
  BookOpenIcon,
  LightbulbIcon,
};

export const snippetIcon = (name: string): LucideIcon =>
  SNIPPET_ICON_COMPONENTS[name as SnippetIconName] ?? SNIPPET_ICON_COMPONENTS[DEFAULT_SNIPPET_ICON];

/** "MousePointerClickIcon" → "Mouse pointer click", for labels. */
export const iconLabel = (name: string): string =>
  name
    .replace(/Icon$/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);
