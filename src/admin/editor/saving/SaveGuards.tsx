import { ConflictDialog } from './ConflictDialog';
import { LeaveGuard } from './LeaveGuard';
import type { DocumentSafety } from './use-document-safety';

interface Props<T> {
  safety: DocumentSafety<T>;
  what: 'post' | 'page';
  /** Load the site's newer version, dropping the author's changes. */
  reload: () => void;
  /** Save again without the version check. */
  overwrite: () => void;
  /** What happens to unsaved changes when the editor is left, when not the default. */
  leaveMessage?: string;
}

/** The conflict choice after a refused save, and the question before leaving with unsaved changes. */
export function SaveGuards<T>({ safety, what, reload, overwrite, leaveMessage }: Props<T>) {
  return (
    <>
      <ConflictDialog
        open={safety.conflict}
        what={what}
        onCancel={() => safety.setConflict(false)}
        onReload={() => {
          safety.setConflict(false);
          safety.draft.settled();
          reload();
        }}
        onOverwrite={() => {
          safety.setConflict(false);
          overwrite();
        }}
      />
      <LeaveGuard when={safety.draft.isDirty} message={leaveMessage} />
    </>
  );
}
