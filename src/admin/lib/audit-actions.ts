/** How History names its actions; an action without a name here is shown as recorded. */
export const ACTION_NAMES: Record<string, string> = {
  'login.succeeded': 'Signed in',
  'login.failed': 'Failed to sign in',
  logout: 'Signed out',
  'session.revoked': 'Ended a session',
  '2fa.reset': 'Removed two-factor for someone',
  '2fa.backup_codes_renewed': 'Made new backup codes',
  'post.created': 'Created a post',
  'post.updated': 'Edited a post',
  'post.published': 'Published a post',
  'post.unpublished': 'Unpublished a post',
  'post.deleted': 'Deleted a post',
  'page.created': 'Created a page',
  'page.updated': 'Edited a page',
  'page.deleted': 'Deleted a page',
  'user.role_changed': 'Changed a role',
  'user.deleted': 'Deleted a user',
  'invite.created': 'Invited staff',
  'invite.accepted': 'Accepted an invitation',
  'settings.updated': 'Changed settings',
  'member.comped': 'Gave a member a tier',
  'member.uncomped': 'Took back a given tier',
  'newsletter.test_sent': 'Sent a test newsletter',
  'newsletter.retried': 'Retried a newsletter',
  'comment.approved': 'Approved a comment',
  'comment.deleted': 'Deleted a comment',
  'image.uploaded': 'Uploaded an image',
  'import.created': 'Started an import',
  '2fa.enabled': 'Turned on two-factor',
  '2fa.disabled': 'Turned off two-factor',
};

/** The kinds the Action filter offers: each matches every action that starts with it. */
export const ACTION_FILTERS: { value: string; label: string }[] = [
  { value: 'login', label: 'Sign-ins' },
  { value: 'session', label: 'Sessions' },
  { value: '2fa', label: 'Two-factor' },
  { value: 'post', label: 'Posts' },
  { value: 'page', label: 'Pages' },
  { value: 'user', label: 'Users and roles' },
  { value: 'settings', label: 'Settings' },
  { value: 'member', label: 'Members' },
  { value: 'newsletter', label: 'Newsletters' },
  { value: 'comment', label: 'Comments' },
];

export const actionName = (action: string): string => ACTION_NAMES[action] ?? action;
