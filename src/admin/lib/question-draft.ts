/** The draft a group of reader questions starts: titled by the group, its questions listed in the body. */
import { LIMITS } from '@/shared/limits';
import type { ReaderQuestionGroup } from '@/shared/types';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function draftOf(group: ReaderQuestionGroup): { title: string; content: string } {
  const title = group.label.length > LIMITS.title ? `${group.label.slice(0, LIMITS.title - 1).trimEnd()}…` : group.label;
  const asked = group.count === 1 ? 'A reader asked' : `Readers asked this ${group.count} times`;
  const content = `<p>${asked}:</p><ul>${group.questions.map((q) => `<li><p>${escape(q)}</p></li>`).join('')}</ul>`;
  return { title, content };
}
