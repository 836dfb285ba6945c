import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { SyncSession } from './sync-session';

export const OFFLINE_NOTICE = 'Offline: your changes are kept on this device';
/** What leaving the editor with unsaved changes means for a shared post. */
export const SHARED_DRAFT_KEPT =
  'Your changes are not saved to the post yet. They stay in its shared draft, for you and anyone editing it, until someone saves.';

/**
 * What the author should know about the shared document: working offline (changes kept here until
 * the site has them), or no longer sharing it. Closing the tab with changes the site lacks asks first.
 */
export function SharingNotices({ session }: { session: SyncSession }) {
  const online = useStore(session.$online);
  const refused = useStore(session.$refused);

  useEffect(() => {
    const onLeave = (e: BeforeUnloadEvent) => {
      if (!session.$unsent.get()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [session]);

  const message = refused
    ? 'You can no longer edit this post together with others. Your changes stay in this editor until you save.'
    : online
      ? ''
      : OFFLINE_NOTICE;
  return (
    <p
      role="status"
      className={
        message
          ? 'rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : 'sr-only'
      }
    >
      {message}
    </p>
  );
}
