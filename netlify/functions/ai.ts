import type { Config } from '@netlify/functions';
import {
  aiChatInput, aiExcerptInput, aiImageInput, aiPostInput, aiSceneInput, aiSeoInput, aiStoryboardInput, aiStoryInput, aiTextToolInput,
} from '@/shared/schemas';
import { parseJson } from '@/server/http/input';
import { ok } from '@/server/http/respond';
import { rateLimit } from '@/server/http/rate-limit';
import { route, serve, type Route } from '@/server/http/router';
import { requireAi } from '@/server/ai/client';
import { textStreamResponse } from '@/server/ai/stream';
import { summarizePost } from '@/server/ai/summary';
import { chatAboutPost, startChat } from '@/server/ai/chat';
import { quizForPost } from '@/server/ai/quiz';
import { writeStory } from '@/server/ai/story';
import { drawScene, planStoryboard } from '@/server/ai/storyboard';
import { rewriteText } from '@/server/ai/text-tools';
import { analyzeSeo } from '@/server/ai/seo';
import { generateExcerpt } from '@/server/ai/excerpt';
import { imageFromPrompt } from '@/server/ai/image';

/** Reader tools are open to everyone, so every call that reaches Gemini counts against the caller's IP. */
const reader = (path: string, handler: Route['handler']) =>
  route('POST', path, 'public', async (ctx) => {
    requireAi();
    await rateLimit('ai', ctx.ip);
    return handler(ctx);
  });
const editor = (path: string, handler: Route['handler']) =>
  route('POST', path, 'admin', async (ctx) => {
    requireAi();
    return handler(ctx);
  });

export const routes = [
  reader('/api/ai/summary', async ({ req, user }) => ok(await summarizePost((await parseJson(req, aiPostInput)).postId, Boolean(user?.isAdmin)))),
  route('POST', '/api/ai/chat/session', 'public', async ({ req, user }) => ok(await startChat((await parseJson(req, aiPostInput)).postId, Boolean(user?.isAdmin)))),
  reader('/api/ai/chat', async ({ req, user }) => textStreamResponse(await chatAboutPost(await parseJson(req, aiChatInput), Boolean(user?.isAdmin)))),
  reader('/api/ai/quiz', async ({ req, user }) => ok(await quizForPost((await parseJson(req, aiPostInput)).postId, Boolean(user?.isAdmin)))),
  reader('/api/ai/story', async ({ req }) => textStreamResponse(await writeStory((await parseJson(req, aiStoryInput)).prompt))),
  reader('/api/ai/storyboard', async ({ req }) => ok(await planStoryboard((await parseJson(req, aiStoryboardInput)).story))),
  reader('/api/ai/storyboard/scene', async ({ req }) => ok(await drawScene((await parseJson(req, aiSceneInput)).scene))),
  editor('/api/ai/text', async ({ req }) => {
    const { action, text, tone } = await parseJson(req, aiTextToolInput);
    return ok(await rewriteText(action, text, tone));
  }),
  editor('/api/ai/seo', async ({ req }) => {
    const { title, content } = await parseJson(req, aiSeoInput);
    return ok(await analyzeSeo(title, content));
  }),
  editor('/api/ai/excerpt', async ({ req }) => ok(await generateExcerpt((await parseJson(req, aiExcerptInput)).content))),
  editor('/api/ai/image', async ({ req }) => ok(await imageFromPrompt((await parseJson(req, aiImageInput)).prompt))),
];

export const app = serve(routes);
/** Request-style (not classic like the others) so that chat and story answers stream as they arrive. */
export default app;
export const config: Config = { path: ['/api/ai/*'] };
