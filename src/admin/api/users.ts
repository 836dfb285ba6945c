import { api } from '@/lib/api';
import type { User } from '@/shared/types';
import { fetchAll } from './fetch-all';

const at = (id: string) => `/users/${encodeURIComponent(id)}`;

export const usersApi = {
  all: () => fetchAll<User>('/users'),
  me: async () => (await api.get<User>('/auth/me')).data,
  update: async (user: User, changes: { isAdmin: boolean }) => (await api.put<User>(at(user.id), { name: user.name, isAdmin: changes.isAdmin })).data,
  remove: (id: string) => api.del<unknown>(at(id)),
};
