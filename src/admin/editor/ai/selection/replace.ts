import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { TextSelection } from '@tiptap/pm/state';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The selected text as the model should read it: blocks separated by blank lines. */
export const selectedText = (editor: Editor, from: number, to: number) =>
  editor.state.doc.textBetween(from, to, '\n\n', ' ').trim();

/**
 * Replaces exactly `from`..`to` with the model's reply as its own undo step, so one Undo restores
 * the original. A one-paragraph reply keeps the marks the selection starts with (bold stays bold);
 * a reply of several paragraphs becomes paragraphs.
 */
export function replaceRange(editor: Editor, from: number, to: number, reply: string): void {
  const paragraphs = reply
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  // Typing just before the reply must not share its undo step.
  editor.view.dispatch(closeHistory(editor.state.tr));
  if (paragraphs.length > 1) {
    editor
      .chain()
      .insertContentAt({ from, to }, paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''))
      .run();
    return;
  }
  const text = (paragraphs[0] ?? reply.trim()).replace(/\s*\n\s*/g, ' ');
  const { state } = editor;
  const $from = state.doc.resolve(from);
  const marks = $from.marksAcross(state.doc.resolve(to)) ?? $from.marks();
  const tr = state.tr.replaceWith(from, to, state.schema.text(text, marks));
  tr.setSelection(TextSelection.create(tr.doc, from, Math.min(from + text.length, tr.doc.content.size)));
  editor.view.dispatch(tr.scrollIntoView());
}
