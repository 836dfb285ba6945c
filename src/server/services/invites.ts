/**
 * Staff invitations (DESIGN.md, Staff roles): an editor or administrator invites an address to a
 * role within their rights; the signed link (7 days, single use) makes the account, or raises an
 * existing reader's, and signs the person in.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@/shared/messages';
import type { UserRecord } from '@/shared/records';
import { assignableRoles, isStaff, roleOf, type Role } from '@/shared/roles';
import type { AuthResult } from '@/shared/types';
import { hashPassword } from '../auth/passwords';
import { signLinkToken, verifyLinkToken } from '../auth/tokens';
import type { ClientInfo } from '../auth/client';
import { startSession } from './sessions';
import { recordAudit } from './audit';
import { BadRequest, Conflict, Forbidden } from '../errors';
import { mailConfigured, sendMail, siteLink } from '../mail';
import { claimInvite, getInvite, saveInvite, type InviteRecord } from '../repos/invites';
import { findUserByEmail, insertUser, toPublicUser, updateUser } from '../repos/users';
import { getSettings } from './settings';
import { linkAuthorProfile } from './users';

const INVITE_DAYS = 7;
export const ACCEPT_PATH = '/invite';

export interface InviteAnswer {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  acceptUrl: string;
}

export async function invite(actor: UserRecord, email: string, role: Role): Promise<InviteAnswer> {
  if (!isStaff(role) || !assignableRoles(roleOf(actor)).includes(role))
    throw Forbidden(MESSAGES.roleNotAllowed, 'ROLE_NOT_ALLOWED');
  const now = Date.now();
  const record: InviteRecord = {
    id: randomUUID(),
    email,
    role,
    invitedBy: actor.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + INVITE_DAYS * 86_400_000).toISOString(),
  };
  await saveInvite(record);
  const acceptUrl = siteLink(ACCEPT_PATH, { token: await signLinkToken('staff-invite', record.id, `${INVITE_DAYS}d`) });
  if (mailConfigured()) {
    const site = (await getSettings()).title;
    // The inviter can copy the link as well: a mail that fails is logged, never the invitation's failure.
    await sendMail({
      to: email,
      subject: `You're invited to write for ${site}`,
      text: `${actor.name} invited you to join ${site} as ${role === 'administrator' ? 'an' : 'a'} ${role}.\n\nAccept the invitation (the link works once, for ${INVITE_DAYS} days):\n${acceptUrl}\n`,
      siteTitle: site,
    }).catch((err) => console.error('Invitation mail failed', err));
  }
  return { id: record.id, email, role, expiresAt: record.expiresAt, acceptUrl };
}

export async function acceptInvite(token: string, name: string, password: string, client?: ClientInfo): Promise<AuthResult> {
  const id = await verifyLinkToken('staff-invite', token);
  const record = id ? await getInvite(id) : null;
  if (!record || record.acceptedAt || Date.parse(record.expiresAt) <= Date.now())
    throw BadRequest(MESSAGES.inviteInvalid, undefined, 'INVITE_INVALID');
  const existing = await findUserByEmail(record.email);
  if (existing && roleOf(existing) !== 'reader') throw Conflict('An account with this email already exists.', 'EMAIL_TAKEN');
  const userId = existing?.id ?? randomUUID();
  if (!(await claimInvite(record.id, userId))) throw BadRequest(MESSAGES.inviteInvalid, undefined, 'INVITE_INVALID');
  let user: UserRecord;
  if (existing) {
    user = await updateUser(existing.id, (u) => ({
      ...(u ?? existing),
      role: record.role,
      isAdmin: record.role === 'administrator',
      isVerified: true,
    }));
  } else {
    user = {
      id: userId,
      name,
      email: record.email,
      avatarUrl: '',
      // The invitation reached this address: it is proven.
      isVerified: true,
      isAdmin: record.role === 'administrator',
      role: record.role,
      oauthProvider: null,
      oauthId: null,
      passwordHash: await hashPassword(password),
      verification: null,
      createdAt: new Date().toISOString(),
    };
    if (!(await insertUser(user))) throw Conflict('An account with this email already exists.', 'EMAIL_TAKEN');
  }
  const authorId = await linkAuthorProfile(user);
  user = await updateUser(user.id, (u) => ({ ...(u ?? user), authorId }));
  await saveInvite({ ...record, acceptedAt: new Date().toISOString() });
  const session = await startSession(user.id, 'invite', client);
  await recordAudit(
    user,
    { action: 'invite.accepted', target: { type: 'user', id: user.id, title: user.name } },
    client?.ip ?? '',
  );
  return { token: session, user: toPublicUser(user) };
}
