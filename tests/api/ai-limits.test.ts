/**
 * What keeps strangers from spending the site's Gemini budget: the site-wide daily allowance,
 * Vision Weaver drawing only the scene prompts the server signed, and work stopping when the
 * reader disconnects.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_OUTPUT_TOKENS } from '@/shared/limits';
import { callsToday } from '@/server/ai/budget';
import { signScene } from '@/server/ai/scene-signature';
import { makeUser } from './helpers/users';
import { CANNED, startGeminiStandin, type GeminiStandin } from '../support/gemini-standin';
import { callAi as call, readChunks } from './helpers/ai-call';

let gemini: GeminiStandin;
let admin: string;

beforeAll(async () => {
  gemini = await startGeminiStandin();
  process.env.GEMINI_API_KEY = 'test-key';
  process.env.GEMINI_BASE_URL = gemini.url;
  admin = (await makeUser({ admin: true })).token;
});

afterEach(() => {
  gemini.reset();
  delete process.env.AI_DAILY_BUDGET;
  vi.restoreAllMocks();
});

afterAll(async () => {
  await gemini.close();
  delete process.env.GEMINI_API_KEY;
  delete process.env.GEMINI_BASE_URL;
});

describe('daily budget', () => {
  it("answers 503 AI_BUSY once the day's calls are spent, without calling the model", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    process.env.AI_DAILY_BUDGET = String((await callsToday()) + 2);
    expect((await call('storyboard', { story: 'One' })).status).toBe(200);
    expect((await call('storyboard', { story: 'Two' })).status).toBe(200);
    const spent = await call('storyboard', { story: 'Three' });
    expect(spent.status).toBe(503);
    expect(await spent.json()).toEqual({ error: 'AI is busy, try again in a minute.', code: 'AI_BUSY' });
    const retry = Number(spent.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    expect((await call('story', { prompt: 'Another reader' })).status).toBe(503);
    expect(gemini.requests).toHaveLength(2);
  });

  it('does not count refused input, and does not count the editor tools', async () => {
    process.env.AI_DAILY_BUDGET = String(await callsToday());
    expect((await call('storyboard', { story: '' })).status).toBe(400);
    expect((await call('storyboard/scene', { scene: 'A cat', signature: 'nope' })).status).toBe(403);
    expect((await call('text', { action: 'improve', text: 'Some text to improve.' }, { token: admin })).status).toBe(200);
    expect(await callsToday()).toBe(Number(process.env.AI_DAILY_BUDGET));
  });
});

describe('Vision Weaver scene prompts', () => {
  it('draws only a scene with the signature the storyboard gave it', async () => {
    const { scenes, signatures } = (await (await call('storyboard', { story: 'A keeper and a storm.' })).json()).data;
    expect(scenes).toEqual(CANNED.scenes);
    gemini.reset();
    const refused = [
      { scene: 'A photorealistic portrait of my neighbour' },
      { scene: 'A photorealistic portrait of my neighbour', signature: signatures[0] },
      { scene: scenes[1], signature: signatures[0] },
      { scene: scenes[0], signature: `${signatures[0].slice(0, -2)}AA` },
      { scene: scenes[0], signature: await signScene(scenes[0], Date.now() - 60 * 60_000) },
    ];
    for (const body of refused) {
      const res = await call('storyboard/scene', body);
      expect(res.status, JSON.stringify(body)).toBe('signature' in body ? 403 : 400);
    }
    const unsigned = await call('storyboard/scene', refused[1]);
    expect(await unsigned.json()).toEqual({
      error: 'This scene was not made by Vision Weaver, or it is too old. Please weave your story again.',
      code: 'AI_SCENE_UNSIGNED',
    });
    expect(gemini.requests).toHaveLength(0);
    expect((await call('storyboard/scene', { scene: scenes[2], signature: signatures[2] })).status).toBe(200);
    expect(gemini.requests).toHaveLength(1);
  });
});

describe('a reader who leaves', () => {
  it('aborts the provider call of a JSON answer', async () => {
    gemini.override({ hang: true });
    const ctrl = new AbortController();
    const pending = call('storyboard', { story: 'A keeper and a storm.' }, { signal: ctrl.signal });
    await vi.waitFor(() => expect(gemini.requests).toHaveLength(1));
    ctrl.abort();
    const closed = await gemini.waitForEarlyClose();
    expect(closed.method).toBe('generateContent');
    expect((await pending).status).toBe(499);
  });

  it('aborts a streamed answer when the reader stops reading', async () => {
    gemini.override({ chunks: Array.from({ length: 40 }, (_, i) => `Part ${i}. `) });
    const res = await call('story', { prompt: 'A long tale' });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    const closed = await gemini.waitForEarlyClose();
    expect(closed.method).toBe('streamGenerateContent');
  });

  it('aborts a streamed answer when the request is aborted', async () => {
    gemini.override({ chunks: Array.from({ length: 40 }, (_, i) => `Part ${i}. `) });
    const ctrl = new AbortController();
    const res = await call('story', { prompt: 'A long tale' }, { signal: ctrl.signal });
    const reader = res.body!.getReader();
    await reader.read();
    ctrl.abort();
    await gemini.waitForEarlyClose();
    await reader.cancel().catch(() => {});
  });
});

describe('output caps', () => {
  it.each([
    ['story', { prompt: 'A tale' }, AI_OUTPUT_TOKENS.story],
    ['storyboard', { story: 'A tale' }, AI_OUTPUT_TOKENS.storyboard],
  ] as const)('POST /api/ai/%s caps the answer and the thinking', async (path, body, cap) => {
    const res = await call(path, body);
    expect(res.status).toBe(200);
    await readChunks(res);
    const config = gemini.requests[0]!.body.generationConfig!;
    expect(config.maxOutputTokens).toBe(cap + 512);
    expect(config.thinkingConfig).toEqual({ thinkingLevel: 'LOW' });
  });
});
