import type { Config } from '@netlify/functions';
import {
  aiAskInput,
  aiChatInput,
  aiExcerptInput,
  aiImageInput,
  aiPathInput,
  aiPostInput,
  aiSceneInput,
  aiSeoInput,
  aiStoryboardInput,
  aiStoryInput,
  aiTextToolInput,
  readerQuestionsQuery,
} from '@/shared/ai-schemas';
import type { z } from 'zod';
import { ok } from '@/server/http/respond';
import { route, serve, type RouteContext } from '@/server/http/router';
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
import { writerOf } from '@/server/services/post-access';
import { readerAccessOf } from '@/shared/member-status';
import { askArchive } from '@/server/ai/ask';
import { readerQuestionGroups } from '@/server/ai/question-groups';

/**
 * Reader tools are open to everyone: each is rate limited per IP, and every call that reaches
 * Gemini is taken from the site-wide daily budget (`spend`) once the input has been checked.
 * `signal` stops the provider call when the reader disconnects.
 */
type Extra = { spend: () => Promise<void>; signal: AbortSignal };
const reader = <S extends z.ZodType>(
  path: string,
  input: S,
  handler: (ctx: RouteContext<z.output<S>> & Extra) => Promise<Response>,
  needsAi = true,
) =>
  route('POST', path, 'public', { input, rateLimit: 'ai', guard: needsAi ? requireAi : undefined }, (ctx) =>
    handler({ ...ctx, spend: () => spendBudget(1), signal: ctx.req.signal }),
  );
/**
 * Editor tools are for staff who write, and are not counted against the readers' budget. They
 * suggest and change nothing, so History has nothing to record.
 */
const editor = <S extends z.ZodType>(path: string, input: S, handler: (ctx: RouteContext<z.output<S>>) => Promise<Response>) =>
  route('POST', path, 'staff', { can: 'posts.write', input, guard: requireAi, audit: false }, handler);

/** Staff previewing a draft they may read can use the reader tools on it; a member's access decides what of a gated post the model sees. */
const viewer = (ctx: RouteContext<unknown>) => {
  const w = writerOf(ctx.user);
  return w && { ...w, reader: readerAccessOf(ctx.user) };
};

export const routes = [
  reader('/api/ai/summary', aiPostInput, async (ctx) => {
    const { article, summary } = await cachedSummary(ctx.input.postId, viewer(ctx));
    if (summary) return ok(summary);
    await ctx.spend();
    return ok(await summarize(article, ctx.signal));
  }),
  reader('/api/ai/chat/session', aiPostInput, async (ctx) => ok(await startChat(ctx.input.postId, viewer(ctx)))),
  reader('/api/ai/chat', aiChatInput, async (ctx) => {
    const { stream, save } = await chatTurn(ctx.input, viewer(ctx), ctx.spend, ctx.signal);
    return textStreamResponse(stream, CHAT_FAILED, save);
  }),
  reader('/api/ai/quiz', aiPostInput, async (ctx) => {
    const article = await quizArticle(ctx.input.postId, viewer(ctx));
    await ctx.spend();
    return ok(await quizFor(article, ctx.signal));
  }),
  reader('/api/ai/story', aiStoryInput, async (ctx) => {
    await ctx.spend();
    return textStreamResponse(await writeStory(ctx.input.prompt, ctx.signal), STORY_FAILED);
  }),
  reader('/api/ai/storyboard', aiStoryboardInput, async (ctx) => {
    await ctx.spend();
    return ok(await planStoryboard(ctx.input.story, ctx.signal));
  }),
  reader('/api/ai/storyboard/scene', aiSceneInput, async (ctx) => {
    const { scene, signature } = ctx.input;
    await checkScene(scene, signature);
    await ctx.spend();
    return ok(await drawScene(scene, ctx.signal));
  }),
  // Works without a key too: the path then comes from local relevance ranking.
  reader('/api/ai/pathfinder', aiPathInput, async (ctx) => ok(await planPath(ctx.input.topic, ctx.spend, ctx.signal)), false),
  reader('/api/ai/ask', aiAskInput, async (ctx) => ok(await askArchive(ctx.input.question, ctx.spend, ctx.signal))),
  // Editors and administrators: what readers asked that nothing answered.
  route('GET', '/api/ai/questions', 'staff', { can: 'posts.others', query: readerQuestionsQuery }, async ({ query }) =>
    ok(await readerQuestionGroups(query.from, query.to)),
  ),
  editor('/api/ai/text', aiTextToolInput, async ({ req, input }) =>
    ok(await rewriteText(input.action, input.text, input.tone, req.signal)),
  ),
  editor('/api/ai/seo', aiSeoInput, async ({ req, input }) => ok(await analyzeSeo(input.title, input.content, req.signal))),
  editor('/api/ai/excerpt', aiExcerptInput, async ({ req, input }) => ok(await generateExcerpt(input.content, req.signal))),
  editor('/api/ai/image', aiImageInput, async ({ req, input }) => ok(await imageFromPrompt(input.prompt, req.signal))),
];

export const app = serve(routes);
/** Request-style (not classic like the others) so that chat and story answers stream as they arrive. */
export default app;
export const config: Config = { path: ['/api/ai/*'] };
