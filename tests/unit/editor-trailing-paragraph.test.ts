// @vitest-environment happy-dom
/**
 * The editor keeps an empty paragraph after a last block that is not a paragraph, so the author
 * has somewhere to type below a video or a list; what is saved never includes it.
 */
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from '@/admin/editor/content/extensions';

const VIDEO =
  '<div data-video-embed=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" title="Embedded video" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="" frameborder="0"></iframe></div>';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** Opens the HTML and puts the caret at the end of the document, as Ctrl+End does. */
function open(html: string): Editor {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  // The first transaction (here the caret moving) adds the paragraph; the caret then goes into it.
  editor.commands.setTextSelection(0);
  editor.commands.setTextSelection(editor.state.doc.content.size);
  return editor;
}

describe('room after the last block', () => {
  it.each([
    ['a video', `<p>Intro</p>${VIDEO}`],
    ['a list', '<p>Intro</p><ul><li><p>One</p></li></ul>'],
    ['a heading', '<p>Intro</p><h2>Last</h2>'],
  ])('after %s the document ends with an empty paragraph to type in, and saving leaves it out', (_what, html) => {
    const e = open(html);
    expect(e.state.doc.lastChild?.type.name).toBe('paragraph');
    expect(e.state.doc.lastChild?.content.size).toBe(0);
    expect(e.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(e.state.selection.$from.parent.content.size).toBe(0);
    expect(e.getHTML()).toBe(html);
  });

  it('text typed in that paragraph is saved', () => {
    const e = open(`<p>Intro</p>${VIDEO}`);
    e.commands.insertContent('After the video');
    expect(e.getHTML()).toBe(`<p>Intro</p>${VIDEO}<p>After the video</p>`);
  });

  it('Enter on a video at the end makes a paragraph; empty paragraphs left at the end are not saved', () => {
    const e = open(`<p>Intro</p>${VIDEO}`);
    e.commands.setNodeSelection(e.state.doc.child(0).nodeSize);
    // What Enter does on a selected block (TipTap's Enter keymap).
    e.commands.createParagraphNear();
    expect(e.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(e.getHTML()).toBe(`<p>Intro</p>${VIDEO}`);
    e.commands.insertContent('Below');
    expect(e.getHTML()).toBe(`<p>Intro</p>${VIDEO}<p>Below</p>`);
  });

  it('an empty document is still one empty paragraph', () => {
    expect(open('').getHTML()).toBe('<p></p>');
  });

  it('a document of only a video saves as only the video', () => {
    const e = open(VIDEO);
    expect(e.getHTML()).toBe(VIDEO);
  });
});
