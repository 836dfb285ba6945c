/**
 * Ask the archive over a fixture archive of 12 published posts, a draft and a scheduled post, with
 * the Gemini stand-in's deterministic embedder: answers cite the right posts at real anchors, drafts
 * and scheduled text never reach the model, and the every-minute job keeps the index current.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '@/shared/post-schemas';
import type { AskAnswer } from '@/shared/types';
import { createPost, deletePost, updatePost } from '@/server/services/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import { passagesOf } from '@/lib/passages';
import { forgetAskIndexMemory, readAskShards } from '@/server/repos/ask-index';
import { startGeminiStandin, type GeminiStandin } from '../support/gemini-standin';
import { runScheduledPublishing } from '../../netlify/functions/publish-scheduled';
import { callAi } from './helpers/ai-call';
import { ARCHIVE, OFF_TOPIC, QUESTIONS } from './fixtures/archive';

let gemini: GeminiStandin;
const ids = new Map<string, string>();
const contents = new Map<string, string>();
const DRAFT_WORD = 'zorblaxian';
const SCHEDULED_WORD = 'quillotine';

const fields = (title: string, content: string, status: 'published' | 'draft' | 'scheduled', publishedDate?: string) =>
  postInput.parse({ title, content, authorId: 'ask-author', categoryId: 'ask-cat', status, publishedDate });

const ask = async (question: string) => {
  const res = await callAi('ask', { question });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AskAnswer }).data;
};

/** Everything the server sent the model, as one string. */
const sentToModel = () => JSON.stringify(gemini.requests.map((r) => r.body));

beforeAll(async () => {
  gemini = await startGeminiStandin();
  process.env.GEMINI_API_KEY = 'test-key';
  process.env.GEMINI_BASE_URL = gemini.url;
  process.env.ASK_MIN_SCORE = '0.1';
  process.env.RATE_LIMIT_DISABLED = '1';
  await categories.save({ id: 'ask-cat', name: 'Science', description: 'd', imageUrl: '' });
  await authors.save({ id: 'ask-author', name: 'Ada', avatarUrl: '', bio: 'b', followers: 1 });
  for (const p of ARCHIVE) {
    const { data } = await createPost(fields(p.title, p.content, 'published'));
    ids.set(p.key, data.id);
    contents.set(data.id, data.content);
  }
  await createPost(fields(`The ${DRAFT_WORD} tides draft`, `<p>Secret ${DRAFT_WORD} tides of the moon.</p>`, 'draft'));
  const later = new Date(Date.now() + 86_400_000).toISOString();
  await createPost(
    fields(`The ${SCHEDULED_WORD} glacier`, `<p>Embargoed ${SCHEDULED_WORD} glaciers carve valleys.</p>`, 'scheduled', later),
  );
  await runScheduledPublishing('http://localhost');
});

afterEach(() => {
  process.env.GEMINI_API_KEY = 'test-key';
});

afterAll(async () => {
  await gemini.close();
  for (const k of ['GEMINI_API_KEY', 'GEMINI_BASE_URL', 'ASK_MIN_SCORE']) delete process.env[k];
});

describe('POST /api/ai/ask', () => {
  it('embeds passages with the embedding model as documents, 768 dimensions, through batchEmbedContents', () => {
    const embeds = gemini.requests.filter((r) => r.method === 'batchEmbedContents');
    expect(embeds.length).toBeGreaterThan(0);
    expect(embeds[0]!.model).toBe('gemini-embedding-001');
    expect(embeds[0]!.body.requests![0]).toMatchObject({ taskType: 'RETRIEVAL_DOCUMENT', outputDimensionality: 768 });
  });

  it('cites the expected post for at least 90 % of the question set, every citation a published passage at an existing anchor', async () => {
    let hits = 0;
    for (const [question, key] of QUESTIONS) {
      const answer = await ask(question);
      if (answer.covered && answer.citations.some((c) => c.postId === ids.get(key))) hits++;
      for (const c of answer.citations) {
        expect(contents.has(c.postId)).toBe(true);
        const passage = passagesOf(contents.get(c.postId)!).find((p) => p.anchor === c.anchor);
        expect(passage, `${c.url} is a passage`).toBeDefined();
        expect(c.url).toBe(`/post/${c.postId}#${c.anchor}`);
        expect(passage!.text.startsWith(c.quote.replace(/…$/, ''))).toBe(true);
        expect(answer.answer).toContain(`[${c.n}]`);
      }
    }
    expect(hits / QUESTIONS.length).toBeGreaterThanOrEqual(0.9);
  });

  it('asks with the question embedded as a query and answers in the contract shape', async () => {
    gemini.reset();
    const answer = await ask('What causes tides in the ocean?');
    expect(answer).toMatchObject({ covered: true });
    expect(answer.citations[0]).toEqual({
      n: expect.any(Number),
      postId: ids.get('tides'),
      title: 'Why the sea has tides',
      anchor: expect.stringMatching(/^p-/),
      url: expect.stringMatching(new RegExp(`^/post/${ids.get('tides')}#p-`)),
      quote: expect.any(String),
    });
    const query = gemini.requests.find((r) => r.method === 'batchEmbedContents')!;
    expect(query.body.requests![0]).toMatchObject({ taskType: 'RETRIEVAL_QUERY', outputDimensionality: 768 });
  });

  it.each(OFF_TOPIC)('answers "%s" as not covered', async (question) => {
    expect(await ask(question)).toEqual({ answer: "The archive doesn't cover this yet.", covered: false, citations: [] });
  });

  it('does not ask the text model when no passage is close enough', async () => {
    process.env.ASK_MIN_SCORE = '0.99';
    gemini.reset();
    try {
      expect((await ask('What causes tides in the ocean?')).covered).toBe(false);
      expect(gemini.requests.map((r) => r.method)).toEqual(['batchEmbedContents']);
    } finally {
      process.env.ASK_MIN_SCORE = '0.1';
    }
  });

  it('is not covered when the model says the passages do not answer', async () => {
    gemini.override({ json: { answer: 'No idea.', covered: false, cited: [] } });
    expect((await ask('When do spring tides happen?')).covered).toBe(false);
    gemini.reset();
  });

  it('keeps only citations of retrieved passages, whatever numbers the model makes up', async () => {
    gemini.override({ json: { answer: 'Moon [1] and more [42].', covered: true, cited: [1, 42, 0] } });
    const answer = await ask('What causes tides in the ocean?');
    gemini.reset();
    expect(answer.citations.map((c) => c.n)).toEqual([1]);
    expect(answer.answer).toBe('Moon [1] and more.');
  });

  it('never sends drafts or scheduled posts to the model, even for questions about them', async () => {
    gemini.reset();
    await ask(`Tell me about the ${DRAFT_WORD} tides`);
    await ask(`What are ${SCHEDULED_WORD} glaciers?`);
    expect(gemini.requests.some((r) => r.method === 'generateContent')).toBe(true);
    expect(sentToModel()).not.toContain(`Secret ${DRAFT_WORD}`);
    expect(sentToModel()).not.toContain(`Embargoed ${SCHEDULED_WORD}`);
  });

  it('checks the question: empty or over 500 characters is 400, and nothing is spent', async () => {
    gemini.reset();
    for (const question of ['', '   ', 'x'.repeat(501)]) {
      const res = await callAi('ask', { question });
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].field).toBe('question');
    }
    expect((await callAi('ask', {})).status).toBe(400);
    expect(gemini.requests).toHaveLength(0);
  });

  it('answers 503 AI_NOT_CONFIGURED without a key', async () => {
    delete process.env.GEMINI_API_KEY;
    const res = await callAi('ask', { question: 'What causes tides?' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'AI features are not configured.', code: 'AI_NOT_CONFIGURED' });
  });

  it('is rate limited per IP like the other reader AI routes', async () => {
    delete process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_AI = '2/600';
    try {
      const ip = `10.40.${Math.floor(Math.random() * 250)}.7`;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await callAi('ask', { question: 'Why does magma rise?' }, { ip })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      process.env.RATE_LIMIT_DISABLED = '1';
      delete process.env.RATE_LIMIT_AI;
    }
  });
});

describe('keeping the index current', () => {
  it('drops an unpublished post at once and removes it from the index when the job runs', async () => {
    const id = ids.get('origami')!;
    expect((await ask('How do I fold an origami crane?')).citations.some((c) => c.postId === id)).toBe(true);
    const origami = ARCHIVE.find((p) => p.key === 'origami')!;
    await updatePost(id, fields(origami.title, origami.content, 'draft'));
    await runScheduledPublishing('http://localhost');
    forgetAskIndexMemory();
    expect((await readAskShards()).some((s) => s.stamps.has(id))).toBe(false);
    gemini.reset();
    const answer = await ask('How do I fold an origami crane?');
    expect(answer.citations.some((c) => c.postId === id)).toBe(false);
    expect(sentToModel()).not.toContain('square base folded');
  });

  it('answers from a newly published post after the job runs, and from an edit of it', async () => {
    const { data } = await createPost(
      fields('Keeping axolotls', '<p>Axolotls regrow lost limbs and live in cool water.</p>', 'published'),
    );
    expect((await ask('Can axolotls regrow limbs?')).covered).toBe(false);
    await runScheduledPublishing('http://localhost');
    const answer = await ask('Can axolotls regrow limbs?');
    expect(answer.citations.map((c) => c.postId)).toContain(data.id);
    await updatePost(data.id, fields('Keeping axolotls', '<p>Axolotls breathe through feathery gills.</p>', 'published'));
    await runScheduledPublishing('http://localhost');
    const edited = await ask('Do axolotls have gills?');
    expect(edited.citations[0]!.quote).toBe('Axolotls breathe through feathery gills.');
  });

  it('forgets a deleted post', async () => {
    const id = ids.get('guitar')!;
    await deletePost(id);
    await runScheduledPublishing('http://localhost');
    forgetAskIndexMemory();
    expect((await ask('Which guitar chords should I learn first?')).citations.some((c) => c.postId === id)).toBe(false);
  });
});
