import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Asks before the editor is left with changes not saved to the site (they stay in this browser). */
export const KEPT_IN_BROWSER =
  'Your changes are not saved to the site yet. They stay in this browser and are offered back when you open this again.';

export function LeaveGuard({ when, message = KEPT_IN_BROWSER }: { when: () => boolean; message?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      type="warning"
      title="Leave without saving?"
      message={message}
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
