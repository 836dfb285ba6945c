/**
 * Reader questions: what Ask the archive and Ask the Article could not answer, masked, kept 90 days,
 * grouped by meaning for editors and administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '@/shared/post-schemas';
import type { ReaderQuestionGroup } from '@/shared/types';
import { createPost } from '@/server/services/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import { addQuestion, questionsOfDays } from '@/server/repos/reader-questions';
import { dayOf, forgetOldQuestions, maskPersonal } from '@/server/ai/question-log';
import { startGeminiStandin, type GeminiStandin } from '../support/gemini-standin';
import { runScheduledPublishing } from '../../netlify/functions/publish-scheduled';
import { app } from '../../netlify/functions/ai';
import { callAi, readStream } from './helpers/ai-call';
import { makeUser } from './helpers/users';

let gemini: GeminiStandin;
let editor: string;
let admin: string;
let tidesId: string;

const getQuestions = (token?: string, query = '') =>
  app(new Request(`http://test/api/ai/questions${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

const groups = async (token = editor, query = '') => {
  const res = await getQuestions(token, query);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ReaderQuestionGroup[] }).data;
};

const allText = async () => JSON.stringify(await questionsOfDays([dayOf(Date.now())]));

beforeAll(async () => {
  gemini = await startGeminiStandin();
  process.env.GEMINI_API_KEY = 'test-key';
  process.env.GEMINI_BASE_URL = gemini.url;
  process.env.ASK_MIN_SCORE = '0.3';
  process.env.ASK_GROUP_SCORE = '0.4';
  process.env.RATE_LIMIT_DISABLED = '1';
  await categories.save({ id: 'q-cat', name: 'Science', description: 'd', imageUrl: '' });
  await authors.save({ id: 'q-author', name: 'Ada', avatarUrl: '', bio: 'b', followers: 1 });
  editor = (await makeUser({ role: 'editor' })).token;
  admin = (await makeUser({ admin: true })).token;
  const post = (title: string, content: string) =>
    createPost(postInput.parse({ title, content, authorId: 'q-author', categoryId: 'q-cat', status: 'published' }));
  tidesId = (await post('Why the sea has tides', '<p>Tides follow the gravity of the moon over the ocean.</p>')).data.id;
  await post('Baking sourdough', '<p>A sourdough starter is flour and water fermented by wild yeast.</p>');
  await runScheduledPublishing('http://localhost');
  for (const q of [
    'How do I keep bees in a city garden?',
    'Can I keep bees in my city garden?',
    'Keeping bees in a small city garden, mail me at ann.lee@example.com',
    'Bees in a city garden: call +44 20 7946 0958',
    'Which telescope eyepiece shows moon craters best at night?',
  ]) {
    const res = await callAi('ask', { question: q });
    expect((await res.json()).data.covered).toBe(false);
  }
});

afterAll(async () => {
  await gemini.close();
  for (const k of ['GEMINI_API_KEY', 'GEMINI_BASE_URL', 'ASK_MIN_SCORE', 'ASK_GROUP_SCORE']) delete process.env[k];
});

describe('the question log', () => {
  it('masks email addresses and phone numbers, and keeps no user, IP or email', async () => {
    expect(maskPersonal('Write to ann.lee@example.com or call (555) 123-4567 about 1990-2000')).toBe(
      'Write to [email] or call [phone] about 1990-2000',
    );
    const stored = await allText();
    expect(stored).toContain('mail me at [email]');
    expect(stored).toContain('call [phone]');
    expect(stored).not.toContain('ann.lee');
    expect(stored).not.toContain('7946');
    for (const q of await questionsOfDays([dayOf(Date.now())]))
      expect(Object.keys(q).sort()).toEqual(['at', 'source', 'text', 'vector']);
  });

  it('keeps answered questions out', async () => {
    const res = await callAi('ask', { question: 'What do tides follow?' });
    expect((await res.json()).data.covered).toBe(true);
    expect(await allText()).not.toContain('What do tides follow?');
  });

  it('keeps a question Ask the Article could not answer', async () => {
    const { sessionId } = (await (await callAi('chat/session', { postId: tidesId })).json()).data;
    gemini.override({ chunks: ["I can't find that information in the article."] });
    const { text } = await readStream(await callAi('chat', { sessionId, message: 'Who discovered tides? Text 555-123-4567' }));
    gemini.reset();
    expect(text).toBe("I can't find that information in the article.");
    expect(await allText()).toContain('Who discovered tides? Text [phone]');
  });

  it('forgets questions older than 90 days', async () => {
    const old = Date.now() - 91 * 86_400_000;
    await addQuestion(dayOf(old), `${old}-x`, { text: 'An old question', at: new Date(old).toISOString(), source: 'archive' });
    expect(await questionsOfDays([dayOf(old)])).toHaveLength(1);
    expect(await forgetOldQuestions()).toBeGreaterThanOrEqual(1);
    expect(await questionsOfDays([dayOf(old)])).toHaveLength(0);
  });
});

describe('GET /api/ai/questions', () => {
  it('groups the questions by meaning, each with its count, three examples and the nearest post', async () => {
    const data = await groups();
    const bees = data.find((g) => g.examples.some((e) => e.includes('bees')))!;
    expect(bees.count).toBe(4);
    expect(bees.examples).toHaveLength(3);
    expect(bees.questions).toHaveLength(4);
    expect(data[0]).toBe(bees);
    const moon = data.find((g) => g.label === 'Which telescope eyepiece shows moon craters best at night?')!;
    expect(moon.count).toBe(1);
    expect(moon.nearest).toEqual({ postId: tidesId, title: 'Why the sea has tides', url: `/post/${tidesId}` });
  });

  it('takes a date range, and refuses a malformed one', async () => {
    const today = dayOf(Date.now());
    expect((await groups(editor, `?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await groups(editor, '?from=2020-01-01&to=2020-01-02')).toEqual([]);
    expect((await getQuestions(editor, '?from=yesterday')).status).toBe(400);
    expect((await getQuestions(editor, `?from=${today}&to=2020-01-01`)).status).toBe(400);
  });

  it('is for editors and administrators: guests 401, readers, contributors and authors 403', async () => {
    expect((await getQuestions()).status).toBe(401);
    for (const role of ['reader', 'contributor', 'author'] as const) {
      const { token } = await makeUser({ role });
      expect((await getQuestions(token)).status).toBe(403);
    }
    expect((await getQuestions(admin)).status).toBe(200);
    expect((await getQuestions(editor)).status).toBe(200);
  });
});
