/** Staff invitations: one record each, and a claim key per invitation so that it is used once. */
import type { Role } from '@/shared/roles';
import { createJSON, getJSON, setJSON } from '../storage/store';

export interface InviteRecord {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt?: string;
}

const keys = {
  invite: (id: string) => `invites/${id}`,
  used: (id: string) => `invite-used/${id}`,
};

export const saveInvite = (invite: InviteRecord) => setJSON(keys.invite(invite.id), invite);
export const getInvite = (id: string) => getJSON<InviteRecord>(keys.invite(id));
/** False when the invitation was used already. */
export const claimInvite = (id: string, userId: string) => createJSON(keys.used(id), { userId });
