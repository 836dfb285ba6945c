/**
 * The failures a real Gemini has, forced in the stand-in: each ends in the message the spec gives
 * the reader (or an honest "busy" / "unavailable"), with no uncaught error and no provider details.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postInput } from '@/shared/post-schemas';
import { createPost } from '@/server/services/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import { CANNED, startGeminiStandin, type GeminiStandin, type Override } from '../support/gemini-standin';
import { callAi as call, readStream } from './helpers/ai-call';

const QUIZ = 'Failed to generate a quiz for this article. Please try again later.';
const STORY =
  "An error occurred while writing your story. It's possible the prompt was inappropriate. Please try again with a different idea.";
const CHAT = 'Sorry, something went wrong. Please try again.';
const BUSY = 'AI is busy, try again in a minute.';

let gemini: GeminiStandin;
let postId: string;

beforeAll(async () => {
  gemini = await startGeminiStandin();
  process.env.GEMINI_API_KEY = 'test-key';
  process.env.GEMINI_BASE_URL = gemini.url;
  process.env.GEMINI_TIMEOUT_MS = '400';
  await categories.save({ id: 'fail-cat', name: 'Failures', description: 'd', imageUrl: '' });
  await authors.save({ id: 'fail-author', name: 'Fay', avatarUrl: '', bio: 'b', followers: 1 });
  const content = `<p>${'Providers fail in many ways, and readers deserve a clear message each time. '.repeat(20)}</p>`;
  postId = (
    await createPost(
      postInput.parse({
        title: 'When providers fail',
        content,
        authorId: 'fail-author',
        categoryId: 'fail-cat',
        status: 'published',
      }),
    )
  ).data.id;
});

afterEach(() => {
  gemini.reset();
  delete process.env.GEMINI_TEXT_MODEL;
  vi.restoreAllMocks();
});

afterAll(async () => {
  await gemini.close();
  delete process.env.GEMINI_API_KEY;
  delete process.env.GEMINI_BASE_URL;
  delete process.env.GEMINI_TIMEOUT_MS;
});

/** Summaries are stored per revision, so each case asks for the quiz, which is generated every time. */
const quiz = () => call('quiz', { postId });

describe('JSON answers', () => {
  it.each<[string, Override, string]>([
    ['HTTP 500', { status: 500 }, QUIZ],
    ['a blocked prompt (promptFeedback.blockReason)', { blocked: 'PROHIBITED_CONTENT' }, QUIZ],
    ['finishReason SAFETY with no text', { safety: true }, QUIZ],
    ['malformed JSON', { raw: '{"quiz": [{"question": "Unfinished' }, QUIZ],
    ['a hung response (timeout)', { hang: true }, QUIZ],
  ])('%s → 502 with the quiz message', async (_, override, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    gemini.override(override);
    const res = await quiz();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: message, code: 'AI_FAILED' });
  });

  it('a wrong scene count → the Vision Weaver message', async () => {
    gemini.override({ json: { scenes: CANNED.scenes.slice(0, 2) } });
    const res = await call('storyboard', { story: 'A keeper and a storm.' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'AI failed to generate 4 distinct scenes.', code: 'AI_SCENE_COUNT' });
  });

  it("429 with Retry-After → 503 AI_BUSY with the provider's Retry-After, not a refused prompt", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    gemini.override({ status: 429, retryAfter: 37 });
    const res = await quiz();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('37');
    expect(await res.json()).toEqual({ error: BUSY, code: 'AI_BUSY' });
  });

  it('503 from the provider → 503 AI_BUSY', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    gemini.override({ status: 503 });
    const res = await call('summary', { postId });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).code).toBe('AI_BUSY');
  });

  it('404 for a retired model → 503 AI_MODEL_UNAVAILABLE, logged with the model name', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.GEMINI_TEXT_MODEL = 'gemini-2.5-flash';
    const res = await quiz();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.code).toBe('AI_MODEL_UNAVAILABLE');
    expect(body.error).not.toMatch(/prompt|inappropriate/i);
    expect(logged.mock.calls.flat().join(' ')).toContain('gemini-2.5-flash');
  });

  it('a retired image model is reported the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.GEMINI_IMAGE_MODEL = 'imagen-3.0-generate-002';
    try {
      const { scenes, signatures } = (await (await call('storyboard', { story: 'A keeper and a storm.' })).json()).data;
      const res = await call('storyboard/scene', { scene: scenes[0], signature: signatures[0] });
      expect(res.status).toBe(503);
      expect((await res.json()).code).toBe('AI_MODEL_UNAVAILABLE');
    } finally {
      delete process.env.GEMINI_IMAGE_MODEL;
    }
  });
});

describe('streamed answers', () => {
  it.each<[string, Override]>([
    ['HTTP 500', { status: 500 }],
    ['a blocked prompt', { blocked: 'SAFETY' }],
    ['finishReason SAFETY with no text', { safety: true }],
    ['a hung response (timeout)', { hang: true }],
  ])('%s before the first chunk → 502 with the story message', async (_, override) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    gemini.override(override);
    const res = await call('story', { prompt: 'A lighthouse' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: STORY, code: 'AI_FAILED' });
  });

  it('a story cut off after two chunks keeps the text and ends with the story message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    gemini.override({ cutAfter: 2 });
    const res = await call('story', { prompt: 'A lighthouse' });
    expect(res.status).toBe(200);
    const { text, error } = await readStream(res);
    expect(text).toBe(CANNED.story.slice(0, 2).join(''));
    expect(error).toEqual({ error: STORY, code: 'AI_FAILED' });
  });

  it('a chat answer cut off after two chunks ends with the chat message and is not kept as a turn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sessionId } = (await (await call('chat/session', { postId })).json()).data;
    gemini.override({ cutAfter: 2 });
    const { text, error } = await readStream(await call('chat', { sessionId, message: 'First?' }));
    expect(text).toBe(CANNED.chat.slice(0, 2).join(''));
    expect(error).toEqual({ error: CHAT, code: 'AI_FAILED' });
    gemini.reset();
    await readStream(await call('chat', { sessionId, message: 'Second?' }));
    expect(gemini.requests[0]!.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Second?' }] }]);
  });
});
