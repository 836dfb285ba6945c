/**
 * Words both sides show: the server answers with them and the browser shows the same text before
 * asking, or when the answer is not meant for the reader. Written once so the two cannot drift.
 */
import { AI_LIMITS, LIMITS } from './limits';
import { MAX_PAYMENT_GRACE_DAYS } from './members';

/** Every `code` an API error may carry (`{ error, code, details? }`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'MALFORMED_MULTIPART',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'INVALID_ID',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'EDIT_CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'ALREADY_VERIFIED',
  'MAIL_FAILED',
  'MAIL_NOT_CONFIGURED',
  'INVALID_LINK',
  'NOT_PENDING',
  'OAUTH_NOT_CONFIGURED',
  'OAUTH_UNAVAILABLE',
  'SLUG_TAKEN',
  'PAGE_NOT_DELETABLE',
  'CATEGORY_HAS_POSTS',
  'AUTHOR_HAS_POSTS',
  'CANNOT_DELETE_SELF',
  'CANNOT_CHANGE_OWN_ADMIN',
  'TRY_AGAIN',
  'CLIENT_CLOSED',
  'AI_NOT_CONFIGURED',
  'AI_MODEL_UNAVAILABLE',
  'AI_BUSY',
  'AI_SCENE_COUNT',
  'AI_SCENE_UNSIGNED',
  'AI_CHAT_EXPIRED',
  'PATH_NO_MATCH',
  'CONFIG_MISSING',
  'PAYWALL',
  'TIER_HAS_MEMBERS',
  'HAS_SUBSCRIPTION',
  'PAYMENTS_NOT_CONFIGURED',
  'INVALID_SIGNATURE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** AI failures whose server message is meant for the reader or author (never blamed on the prompt). */
export const AI_SHOWN_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'AI_NOT_CONFIGURED',
  'AI_MODEL_UNAVAILABLE',
  'AI_BUSY',
  'AI_SCENE_COUNT',
  'AI_SCENE_UNSIGNED',
  'AI_CHAT_EXPIRED',
  'PATH_NO_MATCH',
  'RATE_LIMITED',
]);

export const MESSAGES = {
  loginSuccessful: 'Login successful',
  newsletterAdminsOnly: 'Only administrators may email posts to subscribers.',
  aiBusy: 'AI is busy, try again in a minute.',
  summaryTooShort: 'Article content is too short to summarize.',
  summaryFailed: 'Failed to generate summary. Please try again later.',
  quizTooShort: 'Article content is too short to generate a quiz.',
  quizFailed: 'Failed to generate a quiz for this article. Please try again later.',
  chatFailed: 'Sorry, something went wrong. Please try again.',
  storyFailed:
    "An error occurred while writing your story. It's possible the prompt was inappropriate. Please try again with a different idea.",
  visionFailed:
    'An error occurred while weaving your vision. The prompt may have been inappropriate, or the AI had trouble understanding it. Please try again with a different idea.',
  pathFailed: 'Failed to generate reading path. Please try again.',
  askNotCovered: "The archive doesn't cover this yet.",
  askFailed: 'Failed to answer from the archive. Please try again.',
  seoTooShort: 'Please provide a title and at least 50 characters of content to analyze.',
  seoFailed: 'Failed to analyze SEO. Please try again.',
  excerptTooShort: 'Please write at least 100 characters of content to generate an excerpt.',
  excerptFailed: 'Failed to generate excerpt. Please try again.',
  imageFailed: 'Failed to generate image. The prompt may have been blocked. Please try a different prompt.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  noAuthorProfile: 'Your account is not linked to an author profile yet. Ask an editor to link one.',
  ownProfileOnly: 'You can only write as your own author profile.',
  ownPostsOnly: 'You can only change your own posts.',
  cannotPublish: 'Your role cannot publish or schedule posts. Submit the draft for review instead.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  ownerProtected: 'Only the owner can change or delete the owner.',
  roleNotAllowed: 'You cannot give or take away that role.',
  inviteInvalid: 'This invitation link is not valid, or has been used or has expired. Ask for a new one.',
  cannotChangeOwnAdmin: 'You cannot change your own admin status.',
  categoryHasPosts: (name: string) => `Cannot delete "${name}". It is in use by one or more posts.`,
  authorHasPosts: (name: string) =>
    `Cannot delete "${name}". This author has published posts. Please delete all posts by this author first.`,
} as const;

const passwordRule = `at least ${LIMITS.passwordMin} characters`;

/** Input problems: the API's schemas answer with these, and the forms say the same before sending. */
export const VALIDATION = {
  required: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be ${passwordRule} long.`,
  /** Under the sign-in password while it is too short. */
  passwordHint: `Password must be ${passwordRule} long`,
  /** Sign-in refuses a short password before asking. */
  passwordNeeded: `Please enter a password with ${passwordRule}.`,
  /** The rule under the sign-up password field. */
  passwordRule: `At least ${LIMITS.passwordMin} characters.`,
  codeIncomplete: 'Please enter the full 6-digit code.',
  contactMessageTooShort: `Message must be at least ${LIMITS.contactMessageMin} characters long`,
  storyPromptMissing: 'Please enter a prompt to start your story.',
  imagePromptMissing: 'Please enter a prompt for the image.',
  timeZone: 'Choose a time zone from the list.',
  graceDays: `The grace period is a whole number of days from 0 to ${MAX_PAYMENT_GRACE_DAYS}.`,
  scheduleInFuture: 'Choose a date and time in the future to schedule this post.',
  roleAdminDisagree: 'isAdmin and role ask for different roles: isAdmin true goes only with role administrator.',
  selectionMissing: 'Please select text first.',
  selectionTooShort: `Please select at least ${AI_LIMITS.textToolMin} characters of text.`,
} as const;

/** The pages behind the links in newsletter mail, and the admin's words for subscriber states. */
export const NEWSLETTER_WORDS = {
  confirmedHeading: 'Subscription confirmed',
  confirmed: (email: string) => `${email} is confirmed. You will receive our newsletter from now on.`,
  badConfirmHeading: 'This confirmation link does not work',
  badConfirm: 'The link is invalid or has expired. Please subscribe again to get a new one.',
  unsubscribeHeading: 'Unsubscribe from the newsletter',
  unsubscribeAsk: (email: string) => `Do you want to stop receiving the newsletter at ${email}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribedHeading: 'You are unsubscribed',
  unsubscribed: 'You will not receive the newsletter any more. You can subscribe again at any time.',
  badUnsubscribeHeading: 'This unsubscribe link does not work',
  badUnsubscribe: 'The link is invalid. Use the unsubscribe link of a newer email, or contact us.',
  statusLabels: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed', bounced: 'Bounced' },
  resent: (email: string) => `Confirmation sent to ${email}.`,
} as const;
