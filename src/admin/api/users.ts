import { api } from '@/browser/api';
import type { User } from '@/shared/types';

const at = (id: string) => `/users/${encodeURIComponent(id)}`;

export const usersApi = {
  async page(limit: number, offset: number): Promise<{ items: User[]; total: number }> {
    const res = await api.get<User[]>('/users', { limit, offset });
    return { items: res.data, total: res.meta?.total ?? res.data.length };
  },
  me: async () => (await api.get<User>('/auth/me')).data,
  update: async (user: User, changes: { isAdmin: boolean }) => (await api.put<User>(at(user.id), { name: user.name, isAdmin: changes.isAdmin })).data,
  remove: (id: string) => api.del<unknown>(at(id)),
};
