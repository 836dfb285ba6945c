// @vitest-environment happy-dom
/**
 * A post's shared document (Writing together): two tabs that seed it from the same saved post make
 * one copy, not two; the editor bound to it shows the post as saved; and typing in the title in two
 * places at once keeps both people's letters.
 */
import { Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedUpdate } from '@/admin/editor/collab/seed';
import {
  CONTENT_FIELD,
  fingerprint,
  markSaved,
  readFields,
  replaceText,
  savedVersion,
  writeField,
} from '@/admin/editor/collab/shared-doc';
import { editorExtensions } from '@/admin/editor/content/extensions';
import { EMPTY_POST_FORM, type PostForm } from '@/admin/editor/post-form';

const POST: PostForm = {
  ...EMPTY_POST_FORM,
  title: 'A shared draft',
  excerpt: 'Two people, one post.',
  content: '<h2>Start</h2><p>One <strong>bold</strong> line.</p><ul><li><p>an item</p></li></ul>',
  authorId: 'david-okafor',
  categoryId: 'culture',
  tags: [{ id: 'craft', name: 'Craft' }],
};

/** The body as an editor bound to the document shows it. */
function bodyOf(doc: Y.Doc): string {
  const extensions = editorExtensions().map((e) =>
    e.name === 'starterKit' ? e.configure({ undoRedo: false, trailingNode: false }) : e,
  );
  const editor = new Editor({ extensions: [...extensions, Collaboration.configure({ document: doc, field: CONTENT_FIELD })] });
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

describe('the shared document of a post', () => {
  it('is seeded identically by two tabs, and both seeds together are one copy', () => {
    const a = seedUpdate(POST, '"v1"');
    const b = seedUpdate(POST, '"v1"');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, a);
    Y.applyUpdate(doc, b);
    expect(readFields(doc, POST)).toEqual(POST);
    expect(bodyOf(doc)).toBe(POST.content);
    expect(savedVersion(doc)).toEqual({ body: fingerprint(POST.content), etag: '"v1"' });
  });

  it('merges two people typing in the title at once, keeping both', () => {
    const one = new Y.Doc();
    Y.applyUpdate(one, seedUpdate(POST, null));
    const two = new Y.Doc();
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    writeField(one, 'title', 'A shared, lively draft');
    writeField(two, 'title', 'A shared draft today');
    Y.applyUpdate(one, Y.encodeStateAsUpdate(two));
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    expect(one.getText('title').toString()).toBe('A shared, lively draft today');
    expect(two.getText('title').toString()).toBe('A shared, lively draft today');
  });

  it('changes only what differs, and keeps settings as whole values', () => {
    const doc = new Y.Doc();
    const text = doc.getText('excerpt');
    replaceText(text, 'abcdef');
    replaceText(text, 'abXYef');
    expect(text.toString()).toBe('abXYef');
    replaceText(text, '');
    expect(text.toString()).toBe('');
    writeField(doc, 'tags', [{ id: 'craft', name: 'Craft' }]);
    writeField(doc, 'featured', true);
    expect(readFields(doc, POST)).toMatchObject({ tags: [{ id: 'craft', name: 'Craft' }], featured: true });
  });

  it('records the version a save stored', () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, seedUpdate(POST, '"v1"'));
    markSaved(doc, '<p>saved</p>', '"v2"');
    expect(savedVersion(doc)).toEqual({ body: fingerprint('<p>saved</p>'), etag: '"v2"' });
    expect(fingerprint('<p>saved</p>')).not.toBe(fingerprint('<p>saves</p>'));
  });
});
