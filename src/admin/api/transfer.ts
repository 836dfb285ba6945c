import { ApiError, request, storedToken } from '@/browser/api';
import { IMPORT_LIMITS, type ImportJob } from '@/shared/transfer';
import { downloadFile } from '../lib/download';

/** Downloads the site's export as the file the server names. */
export const downloadExport = () => downloadFile('/api/export', 'inkwell-export.json', 'The export failed.');

/** Sends one part of a large file as it is (a Blob slice, never read whole into memory here). */
async function putPart(uploadId: string, part: number, blob: Blob): Promise<void> {
  const token = storedToken();
  const res = await fetch(`/api/import/uploads/${encodeURIComponent(uploadId)}/parts/${part}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: blob,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError(body?.error || 'A part of the file could not be sent.', res.status, body?.code);
  }
}

export const importApi = {
  preview: async (file: File, siteUrl: string) => {
    // Netlify takes at most 6 MB in one request: a larger file goes up in parts.
    if (file.size > IMPORT_LIMITS.partBytes) {
      const { id } = (await request<{ id: string }>('/import/uploads', { method: 'POST' })).data;
      const parts = Math.ceil(file.size / IMPORT_LIMITS.partBytes);
      for (let n = 0; n < parts; n++)
        await putPart(id, n, file.slice(n * IMPORT_LIMITS.partBytes, (n + 1) * IMPORT_LIMITS.partBytes));
      return (
        await request<ImportJob>('/import', {
          method: 'POST',
          query: { upload: id, parts, name: file.name, siteUrl: siteUrl.trim() || undefined },
          failure: 'The file could not be read.',
        })
      ).data;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    if (siteUrl.trim()) form.append('siteUrl', siteUrl.trim());
    return (await request<ImportJob>('/import', { method: 'POST', body: form, failure: 'The file could not be read.' })).data;
  },
  start: async (id: string) => (await request<ImportJob>(`/import/${encodeURIComponent(id)}/start`, { method: 'POST' })).data,
  get: async (id: string) => (await request<ImportJob>(`/import/${encodeURIComponent(id)}`)).data,
};
