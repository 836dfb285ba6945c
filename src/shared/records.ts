/** Stored shapes that never leave the server as they are. */
import type { Author, Category, PasskeyInfo, PostInput, Revision, SecondStepMethod, SessionInfo, User } from './types';
import type { Role } from './roles';
import type { Cadence, MemberChangeKind, PostVisibility } from './members';

/** `role` is absent on accounts made before roles existed: `roleOf` reads them from `isAdmin`. */
/** A session as stored: `sessions/<userId>/<id>`; deleting it ends the session on its next request. */
export interface SessionRecord extends Omit<SessionInfo, 'current'> {
  userId: string;
  /** When the person last proved it was them (sign-in, or the password again): re-authentication counts from it. */
  verifiedAt?: string;
  /** When its token expires; an expired record is deleted when the user's sessions are next listed. */
  expiresAt: string;
}

export interface UserRecord extends Omit<User, 'role'> {
  role?: Role;
  passwordHash: string | null;
  oauthId?: string | null;
  verification?: { codeHash: string; expiresAt: string; attempts: number } | null;
  /** Paid membership as Stripe last told it, and any comp (DESIGN.md, Members and paid content). */
  billing?: BillingRecord;
  /** Which second factors the account has, kept beside it so a request can tell without another read. */
  secondFactors?: SecondFactorKind[];
}

export type SecondFactorKind = 'totp' | 'passkey';

/**
 * A person's second factors: `factors/<userId>`. The TOTP secret is sealed (auth/secret-box.ts),
 * backup codes are kept as keyed hashes; `lastStep` is the last TOTP time step accepted, so each
 * code works once.
 */
export interface FactorsRecord {
  userId: string;
  totp: { secret: string; enabledAt: string; lastStep: number } | null;
  /** Made by setup, replaced by each new setup, moved to `totp` by a confirming code. */
  pendingTotp: { secret: string; createdAt: string } | null;
  backupCodes: { hash: string; usedAt: string | null }[];
  /** Older records have none. */
  passkeys?: PasskeyRecord[];
}

/** A registered passkey: its credential's public key (not a secret) and signature counter. */
export interface PasskeyRecord extends PasskeyInfo {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** A WebAuthn challenge handed out and not yet used: `webauthn-challenges/<challenge>`, 5 minutes, once. */
export interface WebAuthnChallengeRecord {
  purpose: 'register' | 'sign-in';
  /** Who is adding a passkey; none for a sign-in, where the passkey names its account. */
  userId: string | null;
  expiresAt: string;
  used: boolean;
}

/** A password accepted, a second step pending: `sign-in-challenges/<id>`, 5 minutes, 5 wrong codes. */
export interface SignInChallengeRecord {
  id: string;
  userId: string;
  methods: SecondStepMethod[];
  expiresAt: string;
  wrong: number;
  /** For a new device's check: the keyed hash of the code mailed to the account. */
  emailCodeHash?: string;
}

/** A reader's plan: Stripe's subscription as last fetched, plus a tier given free by an administrator. */
export interface BillingRecord {
  customerId?: string;
  subscriptionId?: string;
  tierId?: string | null;
  cadence?: Cadence | null;
  /** Stripe's subscription status (`active`, `past_due`, `canceled`, …). */
  stripeStatus?: string | null;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
  /** The first failed payment of the current `past_due` spell: the grace period counts from it. */
  pastDueSince?: string | null;
  /**
   * When a `past_due` spell stops giving access: `pastDueSince` plus the grace days set when the
   * member was last read from Stripe (the every-minute job re-reads them, so a new setting applies soon).
   */
  graceUntil?: string | null;
  /** Price per cadence in minor units, for revenue figures. */
  amount?: number;
  currency?: string;
  compedTierId?: string | null;
  /** When the reader first paid, and when the last subscription ended. */
  paidSince?: string | null;
  endedAt?: string | null;
  /** When Stripe's record was last fetched, in ms: events older than this change nothing. */
  syncedAt?: number;
}

/** One signup or cancellation of a paid member, at `at` (ms). */
export interface MemberChangeRecord {
  kind: MemberChangeKind;
  userId: string;
  at: number;
}

/** Post counts are worked out on read, never stored. */
export type AuthorRecord = Omit<Author, 'postCount'>;
export type CategoryRecord = Omit<Category, 'postCount'>;

/**
 * A post as stored: references by id, joined with names on read. `metaTitle`/`metaDescription` are
 * empty (or absent on older posts) when the page uses the title and excerpt.
 */
export type PostRecord = Pick<
  PostInput,
  | 'title'
  | 'excerpt'
  | 'metaTitle'
  | 'metaDescription'
  | 'content'
  | 'imageUrl'
  | 'status'
  | 'featured'
  | 'categoryId'
  | 'authorId'
> & {
  id: string;
  /** Absent on posts saved before paid content: public. */
  visibility?: PostVisibility;
  tiers?: string[];
  publishedDate: string;
  updatedAt: string;
  readingTime: number;
  tagIds: string[];
  history: Revision[];
  reviewRequested?: boolean;
  reviewRequestedAt?: string;
  /** Email the post to confirmed subscribers once it is published (DESIGN.md, Newsletter). */
  sendNewsletter?: boolean;
};

/** What the post index keeps per post, so lists never read post bodies. */
export type PostIndexEntry = Omit<PostRecord, 'content' | 'history'>;
/** One post's stored index entry: its summary plus the distinct lower-cased words of its body, for search. */
export interface IndexedPost extends PostIndexEntry {
  words: string;
}
/** One shard's stored like counts by post id, with the ETag each was read at, as of a like version. */
export interface LikeCountSnapshot {
  token: string | null;
  counts: Record<string, { etag: string; count: number }>;
}
/** A compacted copy of one index shard: entries by id with the ETag each was read at. */
export interface PostIndexSnapshot {
  token: string | null;
  entries: Record<string, { etag: string; entry: IndexedPost }>;
}

/**
 * One analytics event as stored (DESIGN.md, Analytics): the visitor is a salted daily hash, the
 * referrer only its mapped source, the path without query; never the IP, the user agent or a user.
 */
export interface RawEvent {
  at: number;
  type: 'pageview' | 'engage';
  visitor: string;
  path: string;
  postId?: string;
  source: string;
  utm?: { source?: string; medium?: string; campaign?: string };
  device: string;
  browser: string;
  os: string;
  country: string;
  engagedMs?: number;
  depth?: number;
}

/** One visit of a day: pageviews within 30 minutes of each other. */
export interface VisitRecord {
  visitor: string;
  start: number;
  end: number;
  pageviews: number;
  source: string;
  campaign?: string;
  /** Pageviews by post id. */
  posts: Record<string, number>;
}

/** The fold's working record of a day: the minutes it holds, and the visits and visitors so far. */
export interface DayState {
  day: string;
  minutes: string[];
  visitors: Record<string, { last: number; visit: number; country: string; device: string; browser: string; os: string }>;
  visits: VisitRecord[];
  /** Per hour of the day (0–23 in the site's zone): pageviews and the visitors seen. */
  hours: { pageviews: number; visitors: string[] }[];
}

/** Counts of one day or one post's day. */
export interface TrafficCounts {
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  durationMs: number;
}

/** The daily rollup the reports read: counts only, no visitor hashes. */
export interface DaySummary {
  day: string;
  /** How many minutes it holds, so a slower writer never replaces a newer summary. */
  minutes: number;
  totals: TrafficCounts;
  hours: { pageviews: number; visitors: number }[];
  posts: Record<string, TrafficCounts & { sources: Record<string, number> }>;
  sources: Record<string, number>;
  campaigns: Record<string, number>;
  countries: Record<string, number>;
  devices: Record<string, number>;
  browsers: Record<string, number>;
  os: Record<string, number>;
}

/**
 * A closed month's figures for a reader of every post: its days' summaries added up, so a long
 * range reads one record a month instead of one a day.
 */
export interface MonthSummary {
  /** `YYYY-MM` in the site's zone. */
  month: string;
  /** Minutes each day's summary held when added, so an older build never replaces a newer one. */
  dayMinutes: Record<string, number>;
  series: Record<string, { visitors: number; visits: number; pageviews: number }>;
  totals: TrafficCounts;
  posts: Record<string, { visitors: number; pageviews: number }>;
  sources: Record<string, number>;
  countries: Record<string, number>;
  devices: Record<string, number>;
  browsers: Record<string, number>;
}

/** A subscription or account sign-up: the page and post it happened on and its visit's source, nothing else. */
export interface SignupOrigin {
  kind: 'subscription' | 'signup';
  at: string;
  path: string;
  postId?: string;
  source: string;
}

/** One Yjs update in a post's co-editing log (DESIGN.md, Writing together). */
export interface SyncUpdateRecord {
  /** Base64 of the update. */
  update: string;
  bytes: number;
  clientId: string;
  userId: string;
  at: string;
}

/** The merged document of every update in a post's co-editing log up to place `upTo`, base64. */
export interface SyncSnapshotRecord {
  upTo: number;
  update: string;
}
