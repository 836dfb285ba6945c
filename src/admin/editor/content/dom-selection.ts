import type { EditorView } from '@tiptap/pm/view';

interface DomObserver {
  flush(): void;
}

/**
 * ProseMirror hears of a selection the browser moved by itself (End, Home, arrow keys) through
 * `selectionchange`, which a busy page can deliver after the next key: Enter pressed right after End
 * then split the block at the old selection and replaced the word that was still selected. Reading
 * the DOM selection before a key is handled, as ProseMirror does on that event, closes the gap.
 */
export function readDomSelection(view: EditorView): void {
  (view as unknown as { domObserver?: DomObserver }).domObserver?.flush();
}
