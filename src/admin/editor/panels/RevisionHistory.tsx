import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { htmlToText } from '@/lib/text';
import type { Revision } from '@/shared/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { secondaryButton } from '../../components/ui';

interface Props {
  open: boolean;
  onClose: () => void;
  revisions: Revision[];
  onRestore: (revision: Revision) => void;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** Earlier versions of the body (saved on each update), newest first, each one restorable. */
export function RevisionHistory({ open, onClose, revisions, onRestore }: Props) {
  const [pending, setPending] = useState<Revision | null>(null);
  return (
    <>
      <Dialog open={open && !pending} title="Revision history" onClose={onClose} className="max-w-lg">
        {({ descriptionId }) => (
          <>
            <p id={descriptionId} className="mt-1 text-sm text-gray-500 dark:text-gray-400">
              A revision is kept each time the post's content is updated.
            </p>
            {revisions.length === 0 ? (
              <p className="mt-6 text-sm text-gray-600 dark:text-gray-300">No revisions yet.</p>
            ) : (
              <ol className="mt-4 max-h-[60vh] divide-y divide-gray-200 overflow-y-auto dark:divide-gray-800">
                {revisions.map((r) => (
                  <li key={r.timestamp} className="flex items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium">
                        <time dateTime={r.timestamp}>{when(r.timestamp)}</time>
                      </p>
                      <p className="truncate text-xs text-gray-500 dark:text-gray-400">
                        {htmlToText(r.content).slice(0, 120) || 'Empty'}
                      </p>
                    </div>
                    <button type="button" className={secondaryButton} onClick={() => setPending(r)} aria-describedby={undefined}>
                      <RotateCcw aria-hidden="true" className="h-4 w-4" />
                      Restore
                    </button>
                  </li>
                ))}
              </ol>
            )}
            <div className="mt-6 flex justify-end">
              <button type="button" className={secondaryButton} onClick={onClose}>
                Close
              </button>
            </div>
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        type="warning"
        title="Restore Revision"
        message={`Replace the current content with the revision from ${pending ? when(pending.timestamp) : ''}? You can undo this in the editor.`}
        confirmLabel="Restore"
        onConfirm={() => {
          if (pending) onRestore(pending);
          setPending(null);
          onClose();
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
