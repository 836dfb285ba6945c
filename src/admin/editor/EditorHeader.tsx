import { ArrowLeft, Eye, History, LayoutPanelLeft, PanelRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PostStatus } from '@/shared/types';
import { primaryButton, secondaryButton } from '../components/ui';

const headerButton =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

interface Props {
  title: string;
  saveState: string;
  snippetsOpen: boolean;
  settingsOpen: boolean;
  toggleSnippets: () => void;
  toggleSettings: () => void;
  openHistory: () => void;
  openPreview: () => void;
  /** The status being saved, while a save is under way. */
  saving: PostStatus | null;
  publishedBefore: boolean;
  /** Scheduled is chosen: the primary button schedules. */
  scheduling: boolean;
  /** The role may not publish: the primary button submits the draft for review. */
  reviewOnly: boolean;
  saveDraft: () => void;
  savePrimary: () => void;
  /** Who else is editing the post now. */
  people?: ReactNode;
}

/** A header button whose label shows from extra-wide screens and is read by screen readers always. */
function PanelButton({
  label,
  icon,
  className = '',
  ...rest
}: { label: string; icon: ReactNode; className?: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={`${headerButton} ${className}`} {...rest}>
      {icon}
      <span className="hidden xl:inline">{label}</span>
      <span className="sr-only xl:hidden">{label}</span>
    </button>
  );
}

/** The post editor's sticky bar: back link, save state, panel toggles and the two save buttons. */
export function EditorHeader(p: Props) {
  const busy = p.saving !== null;
  return (
    <header className="sticky top-0 z-20 flex min-h-16 flex-wrap items-center justify-between gap-2 border-b py-2 sm:flex-nowrap sm:py-0 border-gray-200 bg-white px-3 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex min-w-0 items-center gap-2">
        <Link
          to="/admin/posts"
          className="rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-gray-800 dark:hover:text-white"
          aria-label="Back to posts"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <h1 className="truncate text-base font-semibold">{p.title}</h1>
        <p role="status" className="hidden truncate text-xs text-gray-500 sm:block dark:text-gray-400">
          {p.saveState}
        </p>
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
        {p.people}
        <PanelButton
          label="Snippets"
          icon={<LayoutPanelLeft aria-hidden="true" className="h-4 w-4" />}
          className="hidden lg:inline-flex"
          aria-pressed={p.snippetsOpen}
          aria-controls={p.snippetsOpen ? 'editor-snippets' : undefined}
          onClick={p.toggleSnippets}
        />
        <button type="button" className={headerButton} onClick={p.openHistory} aria-haspopup="dialog">
          <History aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Revision history</span>
        </button>
        <PanelButton
          label="Live Preview"
          icon={<Eye aria-hidden="true" className="h-4 w-4" />}
          onClick={p.openPreview}
          aria-haspopup="dialog"
        />
        <PanelButton
          label="Settings"
          icon={<PanelRight aria-hidden="true" className="h-4 w-4" />}
          aria-pressed={p.settingsOpen}
          aria-controls={p.settingsOpen ? 'post-settings' : undefined}
          onClick={p.toggleSettings}
        />
        <button type="button" className={secondaryButton} disabled={busy} onClick={p.saveDraft}>
          {p.saving === 'draft' ? 'Saving...' : 'Save Draft'}
        </button>
        <button type="button" className={primaryButton} disabled={busy} onClick={p.savePrimary}>
          {p.saving === 'published'
            ? 'Publishing...'
            : p.saving === 'scheduled'
              ? 'Scheduling...'
              : p.reviewOnly
                ? 'Submit for review'
                : p.scheduling
                  ? 'Schedule'
                  : p.publishedBefore
                    ? 'Update'
                    : 'Publish'}
        </button>
      </div>
    </header>
  );
}
