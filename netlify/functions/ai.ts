import type { Config } from '@netlify/functions';
import {
  aiChatInput, aiExcerptInput, aiImageInput, aiPathInput, aiPostInput, aiSceneInput, aiSeoInput, aiStoryboardInput, aiStoryInput, aiTextToolInput,
} from '@/shared/schemas';
import { parseJson } from '@/server/http/input';
import { ok } from '@/server/http/respond';
import { rateLimit } from '@/server/http/rate-limit';
import { route, serve, type Route, type RouteContext } from '@/server/http/router';
import { requireAi } from '@/server/ai/client';
import { spendBudget } from '@/server/ai/budget';
import { textStreamResponse } from '@/server/ai/stream';
import { cachedSummary, summarize } from '@/server/ai/summary';
import { CHAT_FAILED, chatTurn, startChat } from '@/server/ai/chat';
import { quizArticle, quizFor } from '@/server/ai/quiz';
import { STORY_FAILED, writeStory } from '@/server/ai/story';
import { checkScene, drawScene, planStoryboard } from '@/server/ai/storyboard';
import { planPath } from '@/server/ai/pathfinder';
import { rewriteText } from '@/server/ai/text-tools';
import { analyzeSeo } from '@/server/ai/seo';
import { generateExcerpt } from '@/server/ai/excerpt';
import { imageFromPrompt } from '@/server/ai/image';

/**
 * Reader tools are open to everyone: each is rate limited per IP, and every call that reaches
 * Gemini is taken from the site-wide daily budget (`spend`) once the input has been checked.
 * `signal` stops the provider call when the reader disconnects.
 */
type ReaderContext = RouteContext & { spend: () => Promise<void>; signal: AbortSignal };
const reader = (path: string, handler: (ctx: ReaderContext) => Promise<Response>, needsAi = true) =>
  route('POST', path, 'public', async (ctx) => {
    if (needsAi) requireAi();
    await rateLimit('ai', ctx.ip);
    return handler({ ...ctx, spend: () => spendBudget(1), signal: ctx.req.signal });
  });
/** Editor tools are for admins and are not counted against the readers' budget. */
const editor = (path: string, handler: Route['handler']) =>
  route('POST', path, 'admin', async (ctx) => {
    requireAi();
    return handler(ctx);
  });

const isAdmin = (ctx: RouteContext) => Boolean(ctx.user?.isAdmin);

export const routes = [
  reader('/api/ai/summary', async (ctx) => {
    const { article, summary } = await cachedSummary((await parseJson(ctx.req, aiPostInput)).postId, isAdmin(ctx));
    if (summary) return ok(summary);
    await ctx.spend();
    return ok(await summarize(article, ctx.signal));
  }),
  reader('/api/ai/chat/session', async (ctx) => ok(await startChat((await parseJson(ctx.req, aiPostInput)).postId, isAdmin(ctx)))),
  reader('/api/ai/chat', async (ctx) => {
    const input = await parseJson(ctx.req, aiChatInput);
    const { stream, save } = await chatTurn(input, isAdmin(ctx), ctx.spend, ctx.signal);
    return textStreamResponse(stream, CHAT_FAILED, save);
  }),
  reader('/api/ai/quiz', async (ctx) => {
    const article = await quizArticle((await parseJson(ctx.req, aiPostInput)).postId, isAdmin(ctx));
    await ctx.spend();
    return ok(await quizFor(article, ctx.signal));
  }),
  reader('/api/ai/story', async (ctx) => {
    const { prompt } = await parseJson(ctx.req, aiStoryInput);
    await ctx.spend();
    return textStreamResponse(await writeStory(prompt, ctx.signal), STORY_FAILED);
  }),
  reader('/api/ai/storyboard', async (ctx) => {
    const { story } = await parseJson(ctx.req, aiStoryboardInput);
    await ctx.spend();
    return ok(await planStoryboard(story, ctx.signal));
  }),
  reader('/api/ai/storyboard/scene', async (ctx) => {
    const { scene, signature } = await parseJson(ctx.req, aiSceneInput);
    await checkScene(scene, signature);
    await ctx.spend();
    return ok(await drawScene(scene, ctx.signal));
  }),
  // Works without a key too: the path then comes from local relevance ranking.
  reader('/api/ai/pathfinder', async (ctx) => ok(await planPath((await parseJson(ctx.req, aiPathInput)).topic, ctx.spend, ctx.signal)), false),
  editor('/api/ai/text', async ({ req }) => {
    const { action, text, tone } = await parseJson(req, aiTextToolInput);
    return ok(await rewriteText(action, text, tone, req.signal));
  }),
  editor('/api/ai/seo', async ({ req }) => {
    const { title, content } = await parseJson(req, aiSeoInput);
    return ok(await analyzeSeo(title, content, req.signal));
  }),
  editor('/api/ai/excerpt', async ({ req }) => ok(await generateExcerpt((await parseJson(req, aiExcerptInput)).content, req.signal))),
  editor('/api/ai/image', async ({ req }) => ok(await imageFromPrompt((await parseJson(req, aiImageInput)).prompt, req.signal))),
];

export const app = serve(routes);
/** Request-style (not classic like the others) so that chat and story answers stream as they arrive. */
export default app;
export const config: Config = { path: ['/api/ai/*'] };
