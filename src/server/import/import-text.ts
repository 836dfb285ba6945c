/** Text of imported items as this site keeps it: clipped to its limits, excerpts and comments as plain text. */
import { createHash } from 'node:crypto';
import { htmlToText } from '@/lib/text';
import { LIMITS } from '@/shared/limits';
import { plainText } from '../sanitize';
import type { SourcePost } from './source';

export const lower = (s: string) => s.trim().toLowerCase();
export const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max - 1).trimEnd() + '…' : s);

/** Inline elements are not word breaks ("<a>one</a>." is "one."). */
const withoutInline = (html: string) => html.replace(/<\/?(a|em|strong|u|s|code|mark|span|b|i|sup|sub|abbr)\b[^>]*>/gi, '');

/** A comment's HTML as the plain text comments are here, its paragraphs and line breaks kept. */
export const commentText = (html: string) =>
  plainText(
    withoutInline(html)
      .split(/<br\s*\/?>|<\/p>|\n/i)
      .map((line) => htmlToText(line))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n'),
  );

/** WordPress's automatic excerpt: the first 55 words of the text. */
export function autoExcerpt(html: string): string {
  const words = htmlToText(withoutInline(html)).split(' ').filter(Boolean);
  return clip(words.slice(0, 55).join(' ') + (words.length > 55 ? ' […]' : ''), LIMITS.excerpt);
}

/** A comment's id: its date first, so comments sort by time, then the same hash for the same source comment on every run. */
export const commentId = (postKey: string, c: SourcePost['comments'][number]) =>
  `${Math.max(0, Date.parse(c.date) || 0)
    .toString(36)
    .padStart(9, '0')}-${createHash('sha1').update(`${postKey}|${c.sourceId}`).digest('hex').slice(0, 8)}`;
