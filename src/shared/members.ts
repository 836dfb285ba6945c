/** Members and paid content (DESIGN.md): the words and rules both the server and the pages use. */

export const POST_VISIBILITIES = ['public', 'members', 'paid', 'tiers'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const MEMBER_STATUSES = ['free', 'paid', 'comped'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const CADENCES = ['month', 'year'] as const;
export type Cadence = (typeof CADENCES)[number];

/** What the members log records: a member starts paying, or stops (asks to cancel, or loses paid access). */
export const MEMBER_CHANGE_KINDS = ['signup', 'cancellation'] as const;
export type MemberChangeKind = (typeof MEMBER_CHANGE_KINDS)[number];

/** The Public preview divider as stored: everything after it is for readers with access. */
export const PAYWALL_DIVIDER = '<hr data-paywall="">';
const DIVIDER = /<hr\b[^>]*\bdata-paywall\b[^>]*>/i;

/** A post's HTML split at its first divider; `rest` is null when there is none. */
export function splitAtPaywall(html: string): { preview: string; rest: string | null } {
  const m = DIVIDER.exec(html);
  if (!m) return { preview: html, rest: null };
  return { preview: html.slice(0, m.index), rest: html.slice(m.index + m[0].length) };
}

export const PAYWALL_WORDS = {
  paid: 'This post is for paying subscribers only',
  members: 'This post is for subscribers only',
  subscribe: 'Subscribe',
  signIn: 'Sign in',
  notConfigured: 'Payments are not set up yet.',
} as const;

/** The box's line for a gated post: `members` asks only for an account. */
export const paywallTitle = (visibility: PostVisibility) =>
  visibility === 'members' ? PAYWALL_WORDS.members : PAYWALL_WORDS.paid;

/** Where the gated part starts on the page, for Google's paywall markup (`hasPart.cssSelector`). */
export const GATED_SELECTOR = '.paywalled-content';

/** Days a `past_due` subscription keeps access after its first failed payment, unless the settings say otherwise. */
export const DEFAULT_PAYMENT_GRACE_DAYS = 7;
/** Stripe's own retries end within a month; a longer grace would outlast them. */
export const MAX_PAYMENT_GRACE_DAYS = 60;

/** The longest range, in days, the members summary answers for: a year, leap day included. */
export const MEMBER_SUMMARY_MAX_DAYS = 366;

/** What decides a reader's access: whether they are signed in, their status and tier. */
export interface ReaderAccess {
  signedIn: boolean;
  status: MemberStatus;
  tierId: string | null;
}

export const GUEST: ReaderAccess = { signedIn: false, status: 'free', tierId: null };

/** Whether a reader may read a post past its preview. */
export function admits(reader: ReaderAccess | null, post: { visibility?: PostVisibility; tiers?: string[] }): boolean {
  const visibility = post.visibility ?? 'public';
  if (visibility === 'public') return true;
  if (!reader?.signedIn) return false;
  if (visibility === 'members') return true;
  if (reader.status === 'free') return false;
  if (visibility === 'paid') return true;
  return Boolean(reader.tierId && post.tiers?.includes(reader.tierId));
}

/** What a reader without access may see of a post's HTML: up to the divider; nothing without one (the excerpt stands in). */
export function previewOf(post: { content: string; visibility?: PostVisibility }): string {
  if ((post.visibility ?? 'public') === 'public') return post.content;
  const { preview, rest } = splitAtPaywall(post.content);
  return rest === null ? '' : preview;
}
