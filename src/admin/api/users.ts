import { api } from '@/browser/api';
import type { User } from '@/shared/types';
import { fetchPage } from './lists';

const at = (id: string) => `/users/${encodeURIComponent(id)}`;

export const usersApi = {
  page: (limit: number, offset: number) => fetchPage<User>('/users', { limit, offset }),
  me: async () => (await api.get<User>('/auth/me')).data,
  update: async (user: User, changes: { isAdmin: boolean }) =>
    (await api.put<User>(at(user.id), { name: user.name, isAdmin: changes.isAdmin })).data,
  remove: (id: string) => api.del<unknown>(at(id)),
};
