import { api } from '@/browser/api';
import type { Role } from '@/shared/roles';
import type { User } from '@/shared/types';
import { fetchPage } from './lists';

const at = (id: string) => `/users/${encodeURIComponent(id)}`;

export const usersApi = {
  page: (limit: number, offset: number) => fetchPage<User>('/users', { limit, offset }),
  me: async () => (await api.get<User>('/auth/me')).data,
  update: async (user: User, changes: { isAdmin: boolean }) =>
    (await api.put<User>(at(user.id), { name: user.name, isAdmin: changes.isAdmin })).data,
  setRole: async (user: User, role: Role) => (await api.put<User>(at(user.id), { role })).data,
  remove: (id: string) => api.del<unknown>(at(id)),
  invite: async (email: string, role: Role) => (await api.post<Invitation>('/invites', { email, role })).data,
};

/** What `POST /api/invites` answers: the link works once, until `expiresAt`. */
export interface Invitation {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  acceptUrl: string;
}
