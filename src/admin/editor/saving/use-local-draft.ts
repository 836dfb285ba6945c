import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearBackup, readBackup, writeBackup, type DraftBackup } from './draft-backup';

export const AUTOSAVE_MS = 1_500;

export type SaveState = { kind: 'loaded' } | { kind: 'unsaved' } | { kind: 'saved'; at: Date };

/** The spec's autosave label: "All changes saved" on load, "Unsaved changes" on edit, "Saved at {time}" after 1.5 s. */
export function saveStateLabel(state: SaveState): string {
  if (state.kind === 'loaded') return 'All changes saved';
  if (state.kind === 'unsaved') return 'Unsaved changes';
  return `Saved at ${state.at.toLocaleTimeString()}`;
}

/**
 * Keeps the author's unsaved work in this browser: 1.5 s after the last edit (and at once when the
 * tab is hidden or closed) the current state is written locally. `dirty` says whether anything is
 * not yet saved to the site.
 */
export function useLocalDraft<T>(doc: string | null, snapshot: () => T, baseEtag: string | null) {
  const [state, setState] = useState<SaveState>({ kind: 'loaded' });
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(false);
  const dirtyNow = useRef(false);
  const latest = useRef({ doc, snapshot, baseEtag });
  useLayoutEffect(() => {
    latest.current = { doc, snapshot, baseEtag };
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const { doc: d, snapshot: snap, baseEtag: etag } = latest.current;
    if (!pending.current || !d) return;
    pending.current = false;
    writeBackup(d, snap(), etag);
    setState({ kind: 'saved', at: new Date() });
  }, []);

  /** Call on every edit: cheap, so it can run on each keystroke. */
  const edited = useCallback(() => {
    // Only the first edit after a save re-renders the screen; later keystrokes just move the timer.
    if (!pending.current) setState({ kind: 'unsaved' });
    pending.current = true;
    if (!dirtyNow.current) setDirty(true);
    dirtyNow.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_MS);
  }, [flush]);

  /** The document was saved to the site (or freshly loaded): the local copy is no longer needed. */
  const settled = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
    dirtyNow.current = false;
    setDirty(false);
    setState({ kind: 'loaded' });
    if (latest.current.doc) clearBackup(latest.current.doc);
  }, []);

  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  const backup = useCallback((): DraftBackup<T> | null => (doc ? readBackup<T>(doc) : null), [doc]);
  const discard = useCallback(() => doc && clearBackup(doc), [doc]);

  /** Read at navigation time, so a save that just finished is not mistaken for unsaved work. */
  const isDirty = useCallback(() => dirtyNow.current, []);

  return { state, dirty, isDirty, edited, settled, flush, backup, discard };
}
