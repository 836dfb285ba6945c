// @vitest-environment happy-dom
/** How an AI reply goes into the document: exactly over the selection, as one undo step. */
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from '@/admin/editor/content/extensions';
import { replaceRange, selectedText } from '@/admin/editor/ai/selection/replace';
import { dataUrlToFile } from '@/admin/editor/ai/stored-image';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function open(html: string): Editor {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  return editor;
}

/** The document positions of `text`'s first occurrence. */
function rangeOf(e: Editor, text: string): { from: number; to: number } {
  let found: { from: number; to: number } | null = null;
  e.state.doc.descendants((node, pos) => {
    const at = node.isText ? node.text!.indexOf(text) : -1;
    if (!found && at >= 0) found = { from: pos + at, to: pos + at + text.length };
  });
  if (!found) throw new Error(`"${text}" not in the document`);
  return found;
}

describe('replaceRange', () => {
  it('replaces only the selection, keeps its bold, and one undo restores the original', () => {
    const e = open('<p>Start. <strong>A speling mistake here.</strong> The end.</p>');
    const { from, to } = rangeOf(e, 'A speling mistake here.');
    expect(selectedText(e, from, to)).toBe('A speling mistake here.');
    replaceRange(e, from, to, 'A spelling mistake here.');
    expect(e.getHTML()).toBe('<p>Start. <strong>A spelling mistake here.</strong> The end.</p>');
    e.commands.undo();
    expect(e.getHTML()).toBe('<p>Start. <strong>A speling mistake here.</strong> The end.</p>');
  });

  it('does not merge the reply into the undo step of typing just before it', () => {
    const e = open('<p>Some words to rewrite now.</p>');
    e.commands.insertContentAt(1, 'Typed. ');
    const { from, to } = rangeOf(e, 'Some words to rewrite now.');
    replaceRange(e, from, to, 'Rewritten words.');
    expect(e.getHTML()).toBe('<p>Typed. Rewritten words.</p>');
    e.commands.undo();
    expect(e.getHTML()).toBe('<p>Typed. Some words to rewrite now.</p>');
  });

  it('turns a reply of several paragraphs into paragraphs, with markup in it kept as text', () => {
    const e = open('<p>One paragraph to make longer.</p>');
    const { from, to } = rangeOf(e, 'One paragraph to make longer.');
    replaceRange(e, from, to, 'First <b>part</b>.\n\nSecond part.');
    expect(e.getHTML()).toBe('<p>First &lt;b&gt;part&lt;/b&gt;.</p><p>Second part.</p>');
    e.commands.undo();
    expect(e.getHTML()).toBe('<p>One paragraph to make longer.</p>');
  });
});

describe('dataUrlToFile', () => {
  it('answers the bytes and type of a base64 data URL, and refuses anything else', async () => {
    const file = dataUrlToFile(`data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`, 'ai-image');
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('ai-image.jpeg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect(() => dataUrlToFile('https://example.com/x.jpg', 'x')).toThrow('The generated image could not be read.');
  });
});
