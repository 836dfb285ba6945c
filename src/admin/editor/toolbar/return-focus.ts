import type { Editor } from '@tiptap/core';

/**
 * Puts the caret back in the document at once after a menu, select or popover acted on it. Commands
 * run from outside the document skip TipTap's `focus()`: it refocuses a frame later from the stored
 * selection, so keys pressed in between (End, Shift+Arrow) were typed outside or undone.
 */
export function returnFocus(editor: Editor): void {
  if (!editor.isDestroyed) editor.view.focus();
}
