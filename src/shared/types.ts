/** Entities shared by the API, the prebuilt pages, the islands and the admin app. */

export type PostStatus = 'draft' | 'published';
export type CommentStatus = 'pending' | 'approved' | 'spam';

export interface TagRef {
  id: string;
  name: string;
}
export interface CategoryRef {
  id: string;
  name: string;
}
export interface AuthorRef {
  id: string;
  name: string;
  avatarUrl: string;
  bio: string;
  followers: number;
}

export interface Revision {
  timestamp: string;
  content: string;
}

/** A post as list endpoints return it: everything but the body and history. */
export interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  status: PostStatus;
  featured: boolean;
  likes: number;
  publishedDate: string;
  updatedAt: string;
  readingTime: number;
  category: CategoryRef;
  tags: TagRef[];
  author: AuthorRef;
}

export interface Post extends PostSummary {
  content: string;
  /** For search engines and link previews; empty means the title and excerpt are used. */
  metaTitle: string;
  metaDescription: string;
  /** Earlier versions of the body, newest first: answered to admins only. */
  history?: Revision[];
  /** Present only for a signed-in caller: whether they like this post (survives a new browser). */
  likedByMe?: boolean;
}

export interface Author {
  id: string;
  name: string;
  avatarUrl: string;
  bio: string;
  followers: number;
  postCount: number;
}
export interface Category {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  postCount?: number;
}
export interface Tag {
  id: string;
  name: string;
}

export interface Comment {
  id: string;
  postId: string;
  authorName: string;
  authorAvatarUrl: string;
  text: string;
  status: CommentStatus;
  timestamp: string;
  userId?: string;
}

/** A comment as the moderation lists show it, with its post's title. */
export type ModeratedComment = Comment & { postTitle?: string };

export interface Subscriber {
  id: string;
  email: string;
  subscribedAt: string;
}
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  timestamp: string;
}
export interface Page {
  id: string;
  title: string;
  slug: string;
  content: string;
  isDeletable: boolean;
}

/** Site settings as the app uses them. */
export interface SiteSettings {
  title: string;
  description: string;
  logoLightUrl: string;
  logoDarkUrl: string;
  twitterUrl: string;
  githubUrl: string;
}
/** Site settings as stored and as `PUT /api/settings` takes them. */
export interface StoredSettings {
  title: string;
  description: string;
  logo_light_url: string;
  logo_dark_url: string;
  twitter_url: string;
  github_url: string;
}

/** A user as the app sees it (never the password hash). */
export interface User {
  id: string;
  name: string;
  email: string;
  avatarUrl: string;
  isVerified: boolean;
  isAdmin: boolean;
  oauthProvider?: string | null;
  createdAt?: string;
}

/** `verificationCode` only when no mail service is configured; `mailError` when the verification email failed. */
export interface AuthResult {
  token: string;
  user: User;
  verificationCode?: string;
  mailError?: string;
}

/** A reusable block of post HTML, shared by every admin. `icon` is one of SNIPPET_ICONS (src/shared/snippets.ts). */
export interface Snippet {
  id: string;
  name: string;
  description: string;
  icon: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}
/** What the admin sends to create or update a snippet. */
export type SnippetFields = Pick<Snippet, 'name' | 'description' | 'icon' | 'content'>;

export type ToastType = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

export interface QuizItem {
  question: string;
  options: string[];
  correctAnswer: string;
}
export interface ChatMessage {
  role: 'user' | 'model';
  text: string;
}
export interface HeadingItem {
  id: string;
  text: string;
  level: 2 | 3;
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

export interface BuildStatus {
  lastRequestedAt: string | null;
  configured: boolean;
}

/** Response envelopes of the REST API. */
export interface ListMeta {
  total: number;
  limit: number;
  offset: number;
}
export interface ApiSuccess<T> {
  data: T;
  meta?: ListMeta;
  message?: string;
}
export interface ApiFieldError {
  field: string;
  msg: string;
}
export interface ApiFailure {
  error: string;
  code?: string;
  errors?: ApiFieldError[];
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
