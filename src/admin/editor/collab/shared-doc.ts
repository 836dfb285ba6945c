/**
 * How a post lives in its shared Yjs document (DESIGN.md, Writing together): the body in the XML
 * fragment `content` (TipTap Collaboration), the title and excerpt as Y.Text so two people typing in
 * them both keep their letters, every other field of the form as one value in the map `fields`, and
 * in `meta` the version of the post the document was last saved as.
 */
import * as Y from 'yjs';

export const CONTENT_FIELD = 'content';
/** Fields typed letter by letter: merged per character rather than last-writer-wins. */
const TEXT_FIELDS = new Set(['title', 'excerpt']);

export type FormFields = { content: string } & Record<string, unknown>;

const fieldsMap = (doc: Y.Doc) => doc.getMap<unknown>('fields');
const metaMap = (doc: Y.Doc) => doc.getMap<string>('meta');

/** Whether nobody has put anything in the document yet. */
export const isBlank = (doc: Y.Doc): boolean =>
  doc.getXmlFragment(CONTENT_FIELD).length === 0 && fieldsMap(doc).size === 0 && doc.getText('title').length === 0;

/** Replaces a Y.Text's value by changing only the middle that differs, so concurrent typing elsewhere in it is kept. */
export function replaceText(text: Y.Text, value: string): void {
  const old = text.toString();
  if (old === value) return;
  let start = 0;
  while (start < old.length && start < value.length && old[start] === value[start]) start++;
  let end = 0;
  while (end < old.length - start && end < value.length - start && old[old.length - 1 - end] === value[value.length - 1 - end])
    end++;
  if (old.length - start - end > 0) text.delete(start, old.length - start - end);
  if (value.length - start - end > 0) text.insert(start, value.slice(start, value.length - end));
}

/** Writes one field of the form into the document. */
export function writeField(doc: Y.Doc, field: string, value: unknown): void {
  if (field === CONTENT_FIELD) return;
  if (TEXT_FIELDS.has(field)) replaceText(doc.getText(field), String(value ?? ''));
  else if (JSON.stringify(fieldsMap(doc).get(field)) !== JSON.stringify(value)) fieldsMap(doc).set(field, value);
}

/** Writes every field but the body, in the form's own order (so two tabs seeding the same post write the same). */
export function writeFields(doc: Y.Doc, form: FormFields): void {
  for (const [field, value] of Object.entries(form)) writeField(doc, field, value);
}

/** The form as the document holds it; `base` gives the body as opened and any field the document lacks. */
export function readFields<T extends FormFields>(doc: Y.Doc, base: T): T {
  const out: Record<string, unknown> = { ...base };
  for (const field of Object.keys(base)) {
    if (field === CONTENT_FIELD) continue;
    if (TEXT_FIELDS.has(field)) out[field] = doc.getText(field).toString();
    else if (fieldsMap(doc).has(field)) out[field] = fieldsMap(doc).get(field);
  }
  return out as T;
}

/** A short fingerprint of a saved body: tells whether the post was changed outside the shared document. */
export function fingerprint(html: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) h = Math.imul(h ^ html.charCodeAt(i), 0x01000193) >>> 0;
  return `${html.length}:${h.toString(16)}`;
}

/** The version the document was last saved as (or seeded from): its body's fingerprint and the site's version tag. */
export const savedVersion = (doc: Y.Doc) => ({ body: metaMap(doc).get('body') ?? null, etag: metaMap(doc).get('etag') ?? null });

export function markSaved(doc: Y.Doc, html: string, etag: string | null): void {
  metaMap(doc).set('body', fingerprint(html));
  if (etag) metaMap(doc).set('etag', etag);
}
