/**
 * A selected image or video stays selected when the shared document redraws the editor. TipTap's
 * Yjs binding redraws the whole body whenever the editor's plugins change (a bubble menu mounting,
 * for one) and restores the selection as text positions, which turns a selected node into a caret
 * next to it. Given the node selection before, this selects the same node again.
 */
import { Extension } from '@tiptap/core';
import { NodeSelection, Plugin, PluginKey } from '@tiptap/pm/state';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

export const KeepNodeSelection = Extension.create({
  name: 'keepNodeSelection',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('keepNodeSelection'),
        appendTransaction(transactions, before, after) {
          const redrawn = transactions.some((tr) => tr.docChanged && tr.getMeta(ySyncPluginKey) !== undefined);
          if (!redrawn || !(before.selection instanceof NodeSelection) || after.selection instanceof NodeSelection) return null;
          const type = before.selection.node.type;
          for (const at of [after.selection.from, before.selection.from]) {
            if (at < 0 || at >= after.doc.content.size) continue;
            if (after.doc.nodeAt(at)?.type === type)
              return after.tr.setSelection(NodeSelection.create(after.doc, at)).setMeta('addToHistory', false);
          }
          return null;
        },
      }),
    ];
  },
});
