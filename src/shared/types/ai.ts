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
