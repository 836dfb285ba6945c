/**
 * The first shared document of a post, made from the post as saved. Every tab that finds the relay's
 * log empty makes it the same way, under one fixed Yjs client id: two tabs opening the post at once
 * send byte-identical updates, which Yjs merges into one copy rather than two.
 */
import { generateJSON, getSchema } from '@tiptap/core';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { editorExtensions } from '../content/extensions';
import { CONTENT_FIELD, markSaved, writeFields, type FormFields } from './shared-doc';

const SEED_CLIENT = 1;

/** Puts `html` in the document's body, changing only what differs from what is there. */
export function writeBody(doc: Y.Doc, html: string): void {
  const extensions = editorExtensions();
  prosemirrorJSONToYXmlFragment(getSchema(extensions), generateJSON(html, extensions), doc.getXmlFragment(CONTENT_FIELD));
}

/** Writes the whole form into `doc`: the fields, the body, and the version it is. */
export function writeForm(doc: Y.Doc, form: FormFields, etag: string | null): void {
  doc.transact(() => {
    writeFields(doc, form);
    writeBody(doc, form.content);
    markSaved(doc, form.content, etag);
  });
}

/** The update that starts a post's shared document. */
export function seedUpdate(form: FormFields, etag: string | null): Uint8Array {
  const seed = new Y.Doc();
  seed.clientID = SEED_CLIENT;
  writeForm(seed, form, etag);
  const update = Y.encodeStateAsUpdate(seed);
  seed.destroy();
  return update;
}
