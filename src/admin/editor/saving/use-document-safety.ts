import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DraftBackup } from './draft-backup';
import { useLocalDraft } from './use-local-draft';

interface Options<T> {
  /** The local-copy key (`post:{id}`, `page:{id}`); null until the document is open. */
  doc: string | null;
  /** The document as the author sees it now. */
  snapshot: () => T;
  /** The version the site last gave us; a save sends it back as If-Match. */
  etag: string | null;
  /** Changes whenever a (new) version of the document is opened; null while loading. */
  version: string | number | null;
  /** Whether a copy kept in this browser holds nothing the opened version lacks. */
  matchesOpened: (kept: T) => boolean;
}

/**
 * What keeps an author's work safe on the post and page editors: the local copy (and the offer to
 * restore it on return), the refused-save conflict, and the leave guard's dirty check.
 */
export function useDocumentSafety<T>({ doc, snapshot, etag, version, matchesOpened }: Options<T>) {
  const draft = useLocalDraft<T>(doc, snapshot, etag);
  const [offer, setOffer] = useState<DraftBackup<T> | null>(null);
  const [conflict, setConflict] = useState(false);
  const matches = useRef(matchesOpened);
  useLayoutEffect(() => {
    matches.current = matchesOpened;
  });

  // Checked once per opened version: a copy identical to it is just dropped.
  useEffect(() => {
    if (version === null) return;
    const kept = draft.backup();
    if (kept && !matches.current(kept.data)) setOffer(kept);
    else if (kept) draft.discard();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const restore = useCallback(
    (apply: (data: T) => void) => {
      if (!offer) return;
      apply(offer.data);
      setOffer(null);
      draft.edited();
    },
    [offer, draft],
  );
  const discardOffer = useCallback(() => {
    setOffer(null);
    draft.discard();
  }, [draft]);

  return { draft, offer, offerIsStale: offer !== null && offer.baseEtag !== etag, restore, discardOffer, conflict, setConflict };
}

export type DocumentSafety<T> = ReturnType<typeof useDocumentSafety<T>>;
