/** What the AI helpers answer: shapes the server computes, which no input schema describes. */
import type { PostSummary } from './posts';

export interface QuizItem {
  question: string;
  options: string[];
  correctAnswer: string;
}
export interface ChatMessage {
  role: 'user' | 'model';
  text: string;
}
export interface SeoAnalysis {
  title: string;
  description: string;
  keywords: string[];
  feedback: string;
  score: 'Good' | 'Needs Improvement' | 'Poor';
}
export interface LearningPath {
  title: string;
  description: string;
  estimatedTime: string;
  posts: string[];
}
/** A path as /api/ai/pathfinder answers it: the chosen articles in reading order, each with why it is there. */
export interface PathStep {
  post: PostSummary;
  reason: string;
}
export interface AiLearningPath extends LearningPath {
  steps: PathStep[];
  source: 'ai' | 'local';
}
export interface StoryboardItem {
  prompt: string;
  imageUrl: string;
}

/** Answers of /api/ai/*. */
export interface AiSummary {
  points: string[];
}
export interface AiChatSession {
  sessionId: string;
  postId: string;
  title: string;
}
/** `signatures[i]` lets the reader draw `scenes[i]` for a short while; no other prompt can be drawn. */
export interface StoryboardScenes {
  scenes: string[];
  signatures: string[];
}
export interface AiImage {
  imageUrl: string;
}
export interface AiText {
  text: string;
}
export interface AiExcerpt {
  excerpt: string;
}

/** A passage an archive answer cites: `n` is the number the answer text uses ("[n]"). */
export interface AskCitation {
  n: number;
  postId: string;
  title: string;
  anchor: string;
  /** `/post/{postId}#{anchor}`. */
  url: string;
  quote: string;
}
/** POST /api/ai/ask. */
export interface AskAnswer {
  answer: string;
  covered: boolean;
  citations: AskCitation[];
}
/** Reader questions nobody answered, grouped by meaning (GET /api/ai/questions). */
export interface ReaderQuestionGroup {
  /** A title for the group: its most central question. */
  label: string;
  count: number;
  /** Up to three of its questions, most central first. */
  examples: string[];
  /** Every question of the group, newest first, for a draft's body. */
  questions: string[];
  lastAskedAt: string;
  nearest: { postId: string; title: string; url: string } | null;
}
