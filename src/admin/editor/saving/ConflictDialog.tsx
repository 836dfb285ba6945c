import { Dialog } from '../../components/Dialog';
import { secondaryButton, warningButton } from '../../components/ui';

interface Props {
  open: boolean;
  what: 'post' | 'page';
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

/** A save refused because someone else saved first (412 EDIT_CONFLICT): the author chooses. */
export function ConflictDialog({ open, what, onReload, onOverwrite, onCancel }: Props) {
  return (
    <Dialog open={open} title={`This ${what} was changed elsewhere`} onClose={onCancel}>
      {({ descriptionId }) => (
        <>
          <p id={descriptionId} className="mt-3 text-sm text-gray-600 dark:text-gray-300">
            Someone saved a newer version after you opened it, so your save was not applied. Load the newer version (your changes
            are discarded), or overwrite it with yours.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself when it opens (WAI-ARIA dialog pattern) */}
            <button type="button" className={secondaryButton} onClick={onCancel} autoFocus>
              Cancel
            </button>
            <button type="button" className={secondaryButton} onClick={onReload}>
              Load newer version
            </button>
            <button type="button" className={warningButton} onClick={onOverwrite}>
              Overwrite with mine
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
