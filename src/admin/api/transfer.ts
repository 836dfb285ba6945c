import { ApiError, request, storedToken } from '@/browser/api';
import type { ImportJob } from '@/shared/transfer';

/** Downloads the site's export as the file the server names. */
export async function downloadExport(): Promise<string> {
  const token = storedToken();
  const res = await fetch('/api/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(body?.error || 'The export failed.', res.status, body?.code);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'inkwell-export.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export const importApi = {
  preview: async (file: File, siteUrl: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    if (siteUrl.trim()) form.append('siteUrl', siteUrl.trim());
    return (await request<ImportJob>('/import', { method: 'POST', body: form, failure: 'The file could not be read.' })).data;
  },
  start: async (id: string) => (await request<ImportJob>(`/import/${encodeURIComponent(id)}/start`, { method: 'POST' })).data,
  get: async (id: string) => (await request<ImportJob>(`/import/${encodeURIComponent(id)}`)).data,
};
