/**
 * Snippets: reusable blocks of post HTML shared by every admin. Content is sanitised on write with the
 * posts' allow-list; ids are random hex; lists are sorted by name (then creation time).
 */
import { randomBytes } from 'node:crypto';
import type { Snippet, SnippetInput } from '@/shared/types';
import { BadRequest, NotFound } from '../errors';
import { snippets } from '../repos/snippets';
import { sanitizeRichHtml } from '../sanitize';

// Hex, so an id never starts with '-' or '_', which the router refuses as no record id at all.
const newId = () => randomBytes(12).toString('hex');

const byName = (a: Snippet, b: Snippet) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.createdAt.localeCompare(b.createdAt);

/** Sanitised content; refused when nothing an editor could insert is left (e.g. only a script). */
function cleanContent(html: string): string {
  const clean = sanitizeRichHtml(html).trim();
  if (!clean) {
    const msg = 'Content has nothing left once unsafe HTML is removed';
    throw BadRequest(msg, [{ field: 'content', msg }]);
  }
  return clean;
}

export async function listSnippets(): Promise<Snippet[]> {
  return (await snippets.all()).sort(byName);
}

export async function getSnippet(id: string): Promise<Snippet> {
  const s = await snippets.get(id);
  if (!s) throw NotFound('Snippet');
  return s;
}

export async function createSnippet(input: SnippetInput, now = new Date()): Promise<Snippet> {
  const at = now.toISOString();
  const fields = { ...input, content: cleanContent(input.content), createdAt: at, updatedAt: at };
  // 96 random bits make a clash all but impossible; the conditional write makes it harmless.
  for (;;) {
    const snippet: Snippet = { id: newId(), ...fields };
    if (await snippets.create(snippet)) return snippet;
  }
}

export async function updateSnippet(id: string, input: SnippetInput, now = new Date()): Promise<Snippet> {
  const current = await getSnippet(id);
  const next: Snippet = { ...current, ...input, content: cleanContent(input.content), id, updatedAt: now.toISOString() };
  await snippets.save(next);
  return next;
}

export async function deleteSnippet(id: string): Promise<Snippet> {
  const s = await getSnippet(id);
  await snippets.remove(id);
  return s;
}
