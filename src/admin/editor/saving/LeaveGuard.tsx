import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Asks before the editor is left with changes not saved to the site (they stay in this browser). */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      type="warning"
      title="Leave without saving?"
      message="Your changes are not saved to the site yet. They stay in this browser and are offered back when you open this again."
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
