/**
 * Pathfinder picks published articles for a topic: by local relevance when no AI key is set, by the
 * model (from a candidate list the server builds) when one is. Never drafts, never "the newest four".
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '@/shared/post-schemas';
import type { AiLearningPath } from '@/shared/types';
import { createPost } from '@/server/services/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import { startGeminiStandin, type GeminiStandin } from '../support/gemini-standin';
import { callAi as call } from './helpers/ai-call';

let gemini: GeminiStandin;
const ids: Record<string, string> = {};

const words = (n: number) => `<p>${'Plain words that make the article longer for its reading time. '.repeat(n)}</p>`;
async function post(
  key: string,
  title: string,
  categoryId: string,
  excerpt: string,
  length: number,
  status: 'published' | 'draft' = 'published',
  extra = '',
) {
  const { data: p } = await createPost(
    postInput.parse({ title, excerpt, content: words(length) + extra, authorId: 'path-author', categoryId, status }),
  );
  ids[key] = p.id;
  return p;
}

beforeAll(async () => {
  gemini = await startGeminiStandin();
  process.env.GEMINI_BASE_URL = gemini.url;
  await categories.save({ id: 'path-geo', name: 'Volcanology', description: 'd', imageUrl: '' });
  await categories.save({ id: 'path-paper', name: 'Paper crafts', description: 'd', imageUrl: '' });
  await authors.save({ id: 'path-author', name: 'Pat', avatarUrl: '', bio: 'b', followers: 1 });
  await post('lava', 'Reading lava flows like a volcanologist', 'path-geo', 'How lava moves and cools.', 120);
  await post('intro', 'Volcanoes for absolute beginners', 'path-geo', 'What a volcano is, from magma to ash.', 20);
  await post('plates', 'Plate tectonics under the volcano', 'path-geo', 'Why volcanoes sit where plates meet.', 60);
  await post('crane', 'Folding your first origami crane', 'path-paper', 'Origami basics in twenty folds.', 30);
  await post('tess', 'Origami tessellations for the patient', 'path-paper', 'Advanced origami patterns.', 90);
  await post(
    'diorama',
    'Paper landscapes for the desk',
    'path-paper',
    'Folded hills and rivers.',
    40,
    'published',
    '<p>One model is a volcano with paper lava.</p>',
  );
  await post('draftVolcano', 'Secret volcano draft', 'path-geo', 'A draft about volcanoes.', 10, 'draft');
});

afterEach(() => {
  gemini.reset();
  delete process.env.GEMINI_API_KEY;
});

afterAll(async () => {
  await gemini.close();
  delete process.env.GEMINI_BASE_URL;
});

const path = async (topic: string) => {
  const res = await call('pathfinder', { topic });
  expect(res.status).toBe(200);
  return (await res.json()).data as AiLearningPath;
};

describe('without an AI key', () => {
  it('ranks published posts by relevance to the topic, shortest read first, and sums their reading times', async () => {
    const volcanoes = await path('Volcanoes');
    expect(volcanoes.source).toBe('local');
    expect(volcanoes.title).toBe('Master Volcanoes');
    expect(volcanoes.posts).toEqual([ids.intro, ids.plates, ids.lava]);
    expect(volcanoes.steps.map((s) => s.post.id)).toEqual(volcanoes.posts);
    expect(volcanoes.steps.every((s) => s.reason.length > 0)).toBe(true);
    const minutes = volcanoes.steps.reduce((sum, s) => sum + s.post.readingTime, 0);
    expect(volcanoes.estimatedTime).toBe(`${minutes} min`);

    const origami = await path('origami');
    expect(origami.posts).toEqual([ids.crane, ids.tess]);
    expect(gemini.requests).toHaveLength(0);
  });

  it('uses an article that only mentions the topic in passing just to reach three', async () => {
    expect((await path('Volcanoes')).posts).not.toContain(ids.diorama);
    const lava = await path('lava');
    expect(lava.posts).toContain(ids.lava);
    expect(lava.posts).toContain(ids.diorama);
  });

  it('never offers a draft', async () => {
    const all = await path('volcano draft secret');
    expect(all.posts).not.toContain(ids.draftVolcano);
  });

  it('says so when nothing matches, and needs a topic', async () => {
    const none = await call('pathfinder', { topic: 'Quantum knitting' });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      error: 'We could not find any articles about "Quantum knitting" yet. Try a broader topic.',
      code: 'PATH_NO_MATCH',
    });
    const blank = await call('pathfinder', { topic: '  ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toBe('Please enter a topic.');
  });
});

describe('with an AI key', () => {
  it('lets the model choose and order 3–5 candidates, each with a reason', async () => {
    process.env.GEMINI_API_KEY = 'test-key';
    const result = await path('volcanoes and lava');
    expect(result.source).toBe('ai');
    const sent = gemini.requests[0]!;
    const prompt = sent.body.contents![0]!.parts[0]!.text!;
    expect(prompt).toContain('Topic: volcanoes and lava');
    expect(prompt).toContain('Reading lava flows like a volcanologist');
    expect(prompt).toContain('category: Volcanology');
    expect(prompt).toContain('How lava moves and cools.');
    expect(prompt).not.toContain('Secret volcano draft');
    expect(prompt).not.toContain('origami');
    // The stand-in answers the first three candidates in reverse: the model's order is kept.
    const offered = [...prompt.matchAll(/^- id: (.+)$/gm)].map((m) => m[1]);
    expect(result.posts).toEqual(offered.slice(0, 3).reverse());
    expect(result.steps[0]!.reason).toBe(`Step about ${result.posts[0]}.`);
    expect(result.estimatedTime).toBe(`${result.steps.reduce((sum, s) => sum + s.post.readingTime, 0)} min`);
  });

  it.each([
    ['an article that was not offered', (ids: string[]) => [ids[0], 'made-up-id', ids[1]]],
    ['the same article twice', (ids: string[]) => [ids[0], ids[0], ids[1]]],
    ['fewer than three articles', (ids: string[]) => [ids[0], ids[1]]],
  ])('refuses a path with %s', async (_, pick) => {
    process.env.GEMINI_API_KEY = 'test-key';
    const offered = [ids.intro!, ids.plates!, ids.lava!];
    gemini.override({ json: { description: 'd', steps: pick(offered).map((id) => ({ id, reason: 'r' })) } });
    const res = await call('pathfinder', { topic: 'Volcanoes' });
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe('Failed to generate reading path. Please try again.');
  });
});
