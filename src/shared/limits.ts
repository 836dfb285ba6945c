/** Size limits shared by the validation schemas and the browser, kept free of zod so islands can use them cheaply. */
export const LIMITS = {
  jsonBodyBytes: 1_000_000,
  imageBytes: 4 * 1024 * 1024,
  title: 200,
  excerpt: 1_000,
  /** A post's own meta title and description for search engines, as SEO plugins advise. */
  metaTitle: 60,
  metaDescription: 160,
  content: 500_000,
  name: 100,
  bio: 1_000,
  description: 1_000,
  url: 2_000,
  email: 254,
  passwordMin: 6,
  passwordMax: 200,
  commentText: 2_000,
  contactMessage: 5_000,
  contactMessageMin: 10,
  tags: 20,
  /** Signed links in mail (confirm, unsubscribe) are short JWTs; anything longer is not one of ours. */
  mailToken: 2_000,
  /** A member CSV sent to the import: within the 6 MB a function's request may carry (about 50,000 members). */
  memberCsv: 5_800_000,
} as const;

/** Newsletter sign-up and the local mail catcher. */
export const MAIL_LIMITS = {
  /** How long a confirmation link works. */
  confirmDays: 7,
  /** A pending address that subscribes again gets a new confirmation at most this often. */
  confirmResendMinutes: 10,
  /** The local Mailbox keeps this many of the newest captured mails. */
  mailboxKept: 200,
} as const;

/** Newsletter sends (DESIGN.md, Newsletter). */
export const NEWSLETTER_LIMITS = {
  /** Recipients per batch: a batch is read, sent and counted as one step. */
  batchSize: 1000,
  /** SMTP connections a send keeps open at once. */
  connections: 5,
  /** Messages a second when MAIL_RATE_PER_SECOND is not set. */
  defaultRatePerSecond: 10,
  /** Attempts per recipient for temporary (4xx) answers, the first included. */
  attempts: 3,
  /** The pause before the second attempt; each next one waits four times longer. */
  backoffMs: 2_000,
  /** A running send notes that it is alive this often. */
  heartbeatMs: 15_000,
  /** A send that has not noted it is alive for this long has stalled: the publishing job resumes it. */
  stalledAfterMs: 3 * 60_000,
  /** A run stops and hands over to a fresh one after this long (background functions get 15 minutes). */
  runBudgetMs: 12 * 60_000,
  /** Connection failures in a row that stop a run: the mail server is down, not the recipients. */
  outageAfter: 5,
  /** Runs in a row that die without finishing a batch before the send is given up as failed. */
  deathsBeforeFailing: 5,
} as const;

/** AI helpers: how much text each feature reads, and the input caps of /api/ai/*. */
export const AI_LIMITS = {
  summaryChars: 4_000,
  summaryMin: 50,
  chatArticleChars: 8_000,
  quizChars: 4_000,
  quizMin: 100,
  quizQuestions: 3,
  quizOptions: 3,
  seoChars: 4_000,
  seoTitleMin: 5,
  seoTextMin: 50,
  excerptChars: 4_000,
  excerptMin: 100,
  textToolMin: 10,
  textToolMax: 10_000,
  prompt: 2_000,
  story: 5_000,
  scenes: 4,
  chatMessage: 2_000,
  /** Turns of a chat the model sees again with each question, and the characters they may fill. */
  chatTurnsKept: 6,
  chatHistoryChars: 6_000,
  /** Questions one chat session may ask before the reader has to start a new one. */
  chatTurnsMax: 20,
  chatSessionMinutes: 120,
  /** How long Vision Weaver's signed scene prompts may be drawn after the storyboard was made. */
  sceneSignatureMinutes: 15,
  summaryPointsMin: 3,
  summaryPointsMax: 5,
  seoKeywordsMin: 5,
  seoKeywordsMax: 7,
  seoTitleMax: 60,
  seoDescriptionMax: 160,
  topic: 100,
  pathMin: 3,
  pathMax: 5,
  /** Published articles offered to the model for a learning path, the most relevant first. */
  pathCandidates: 40,
  /** Ask the archive: the question's length, the passages retrieved for it and the quote shown per citation. */
  askQuestion: 500,
  askPassages: 8,
  askQuoteChars: 280,
  /** Reader questions are kept this many days, and each group shows this many examples. */
  questionDays: 90,
  questionExamples: 3,
} as const;

/**
 * Output caps (tokens) for each AI feature: the model stops there, so no answer can run up the
 * bill. A little room for the model's own thinking comes on top (see src/server/ai/client.ts).
 */
export const AI_OUTPUT_TOKENS = {
  summary: 600,
  chat: 800,
  quiz: 1_200,
  story: 2_000,
  storyboard: 800,
  pathfinder: 800,
  ask: 800,
  text: 4_000,
  seo: 800,
  excerpt: 200,
} as const;
export type AiFeature = keyof typeof AI_OUTPUT_TOKENS;

/** Marks the end of streamed text when the answer failed midway; a JSON error body follows it. */
export const AI_STREAM_ERROR = '\u001e';
