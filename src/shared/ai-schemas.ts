/** Input of the AI routes: what readers and editors may ask, and how long it may be. */
import { z } from 'zod';
import { AI_LIMITS, LIMITS } from './limits';
import { VALIDATION } from './messages';
import { day, required } from './schemas';

export const TEXT_ACTIONS = ['improve', 'fix', 'shorter', 'longer', 'tone'] as const;
export type TextAction = (typeof TEXT_ACTIONS)[number];
export const TEXT_TONES = ['Professional', 'Casual', 'Confident', 'Friendly'] as const;
export type TextTone = (typeof TEXT_TONES)[number];

const aiText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const aiPostInput = z.object({ postId: required(LIMITS.name * 2, 'postId') });
/** Only the new question and the session: the server keeps the conversation, so nothing else is read. */
export const aiChatInput = z.object({
  sessionId: required(100, 'sessionId'),
  message: aiText(AI_LIMITS.chatMessage, 'Please enter a question.'),
});
export const aiStoryInput = z.object({ prompt: aiText(AI_LIMITS.prompt, VALIDATION.storyPromptMissing) });
export const aiStoryboardInput = z.object({ story: aiText(AI_LIMITS.story, 'Please enter a story to weave.') });
export const aiSceneInput = z.object({
  scene: aiText(AI_LIMITS.prompt, 'Please enter a scene to draw.'),
  signature: z.string({ error: 'signature is required' }).max(200),
});
export const aiPathInput = z.object({ topic: aiText(AI_LIMITS.topic, 'Please enter a topic.') });
export const aiAskInput = z.object({ question: aiText(AI_LIMITS.askQuestion, 'Please enter a question.') });
/** Reader questions asked from `from` to `to` (UTC days, both included); the kept 90 days when absent. */
export const readerQuestionsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export const aiImageInput = z.object({ prompt: aiText(AI_LIMITS.prompt, VALIDATION.imagePromptMissing) });
export const aiTextToolInput = z.object({
  action: z.enum(TEXT_ACTIONS, { error: 'action must be improve, fix, shorter, longer or tone' }),
  text: z
    .string({ error: VALIDATION.selectionMissing })
    .trim()
    .min(1, VALIDATION.selectionMissing)
    .min(AI_LIMITS.textToolMin, VALIDATION.selectionTooShort)
    .max(AI_LIMITS.textToolMax, `Please select at most ${AI_LIMITS.textToolMax} characters of text.`),
  tone: z.enum(TEXT_TONES, { error: 'tone must be Professional, Casual, Confident or Friendly' }).optional(),
});
/** Title and content (HTML or plain text) as the editor holds them; length rules apply to the text. */
export const aiSeoInput = z.object({
  title: z.string().max(LIMITS.title).default(''),
  content: z.string().max(LIMITS.content).default(''),
});
export const aiExcerptInput = z.object({ content: z.string().max(LIMITS.content).default('') });
