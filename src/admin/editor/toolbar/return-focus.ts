import type { Editor } from '@tiptap/core';

/**
 * Puts the caret back in the document at once after a menu, select or popover acted on it. TipTap's
 * focus command waits for the next frame, so keys typed straight after a click would land outside.
 */
export function returnFocus(editor: Editor): void {
  if (!editor.isDestroyed) editor.view.focus();
}
