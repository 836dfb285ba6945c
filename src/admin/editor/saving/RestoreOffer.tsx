import { RestoreBanner } from './RestoreBanner';
import type { DocumentSafety } from './use-document-safety';

interface Props<T> {
  safety: DocumentSafety<T>;
  /** Puts the kept changes back into the fields and the editor. */
  onRestore: () => void;
  className?: string;
}

/** The restore banner, shown while this browser holds changes to offer back. */
export function RestoreOffer<T>({ safety, onRestore, className }: Props<T>) {
  if (!safety.offer) return null;
  return (
    <div className={className}>
      <RestoreBanner
        savedAt={safety.offer.savedAt}
        stale={safety.offerIsStale}
        onRestore={onRestore}
        onDiscard={safety.discardOffer}
      />
    </div>
  );
}
