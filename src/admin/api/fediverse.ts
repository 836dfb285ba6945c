import { api } from '@/browser/api';
import type {
  FediverseBlock,
  FediverseDelivery,
  FediverseFollower,
  FediverseSettings,
  FediverseSettingsInput,
} from '@/shared/fediverse';

export const fediverseApi = {
  settings: async () => (await api.get<FediverseSettings>('/fediverse/settings')).data,
  save: async (input: FediverseSettingsInput) => (await api.put<FediverseSettings>('/fediverse/settings', input)).data,
  followers: (q: string) => api.get<FediverseFollower[]>('/fediverse/followers', { q, limit: 100 }),
  removeFollower: (id: string) => api.del<unknown>(`/fediverse/followers/${encodeURIComponent(id)}`),
  blocks: async () => (await api.get<FediverseBlock[]>('/fediverse/blocks')).data,
  block: (input: { domain: string } | { actor: string }) => api.post<FediverseBlock>('/fediverse/blocks', input),
  unblock: (id: string) => api.del<unknown>(`/fediverse/blocks/${encodeURIComponent(id)}`),
  deliveries: async (postId: string) => (await api.get<FediverseDelivery[]>('/fediverse/deliveries', { postId })).data,
  retry: (postId: string) => api.post<{ retried: number }>('/fediverse/deliveries/retry', { postId }),
};
