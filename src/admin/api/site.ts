import { api, request } from '@/browser/api';
import { toStoredSettings } from '@/shared/settings';
import type { BuildStatus, SiteSettings } from '@/shared/types';

export const settingsApi = {
  get: async () => (await api.get<SiteSettings>('/settings')).data,
  save: (settings: SiteSettings) => api.put<unknown>('/settings', toStoredSettings(settings)),
};

export async function uploadImage(file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('image', file);
  return (await request<{ id: string; url: string }>('/upload/image', { method: 'POST', body: form, failure: 'Upload failed' }))
    .data;
}

export const buildStatusApi = { get: async () => (await api.get<BuildStatus>('/build-status')).data };
