/**
 * Room after the last block: the editor keeps an empty paragraph after a last block that is not a
 * paragraph (a video, a list, a heading), so the author can click, arrow or press Ctrl+End below it
 * and type. That paragraph is the editor's, not the author's: the editor's HTML (`getHTML`, what is
 * saved, previewed and kept locally) leaves out the empty paragraphs at the end, so opening and
 * saving a post never adds one, whether or not the author pressed Enter on the last block.
 */
import { getHTMLFromFragment, type Editor } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { TrailingNode } from '@tiptap/extensions';

const blank = (node: PMNode) => node.type.name === 'paragraph' && node.content.size === 0 && !node.attrs.textAlign;

/** The document's HTML without the empty paragraphs at its end (one always stays, for an empty document). */
function storedHtml(editor: Editor): string {
  const { doc, schema } = editor.state;
  let kept = doc.childCount;
  let size = doc.content.size;
  while (kept > 1 && blank(doc.child(kept - 1))) size -= doc.child(--kept).nodeSize;
  return getHTMLFromFragment(doc.content.cut(0, size), schema);
}

export const TrailingParagraph = TrailingNode.extend({
  onBeforeCreate() {
    const editor = this.editor;
    editor.getHTML = () => storedHtml(editor);
  },
  // TrailingNode adds its paragraph after a transaction; one that changes nothing else adds it as
  // soon as the document opens, so the first click below the last block already lands in it. It is
  // not an edit: no undo step, no "Unsaved changes".
  onCreate() {
    const { view, state } = this.editor;
    view.dispatch(state.tr.setMeta('addToHistory', false).setMeta('preventUpdate', true));
  },
}).configure({ node: 'paragraph' });
