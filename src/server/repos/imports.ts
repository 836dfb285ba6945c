/**
 * Imports: one record per import job, its plan (what the file holds, worked out once so a resumed
 * job does not reparse it for that), the uploaded file in parts, and two lasting maps: which record
 * each imported item became (so importing the same file again creates nothing twice) and which old
 * addresses answer 301 to which post.
 */
import { createHash } from 'node:crypto';
import type { ExportedImportSource, ExportedRedirect, ImportJob } from '@/shared/transfer';
import {
  createJSON,
  deleteFileParts,
  deleteKey,
  getFilePart,
  getJSON,
  getMany,
  listKeys,
  putFilePart,
  setJSON,
} from '../storage/store';

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 40);

const keys = {
  job: (id: string) => `imports/${id}`,
  plan: (id: string) => `import-plans/${id}`,
  filePart: (id: string, n: number) => `${id}/${String(n).padStart(6, '0')}`,
  fileParts: (id: string) => `${id}/`,
  source: (source: string) => `import-sources/${hash(source)}`,
  sources: 'import-sources/',
  redirect: (path: string) => `redirects/${hash(path)}`,
  redirects: 'redirects/',
  image: (url: string) => `import-images/${hash(url)}`,
};

export const saveJob = (job: ImportJob) => setJSON(keys.job(job.id), job);
export const getJob = (id: string) => getJSON<ImportJob>(keys.job(id));
export async function listJobs(): Promise<ImportJob[]> {
  return getMany<ImportJob>(await listKeys('imports/'));
}

export const savePlan = <T>(id: string, plan: T) => setJSON(keys.plan(id), plan);
export const getPlan = <T>(id: string) => getJSON<T>(keys.plan(id));
export const deletePlan = (id: string) => deleteKey(keys.plan(id));

export const putFileChunk = (id: string, n: number, bytes: Uint8Array) => putFilePart(keys.filePart(id, n), bytes);
export const getFileChunk = (id: string, n: number) => getFilePart(keys.filePart(id, n));
export const deleteFile = (id: string) => deleteFileParts(keys.fileParts(id));

/** The record an imported item became, by the item's source id (e.g. `wordpress|https://old.example|post|123`). */
export const getSource = (source: string) => getJSON<ExportedImportSource>(keys.source(source));
/** False when the item is mapped already (the caller then reads which record it went to). */
export const claimSource = (source: string, id: string) => createJSON(keys.source(source), { source, id });
export const saveSource = (source: string, id: string) => setJSON(keys.source(source), { source, id });
export async function allSources(): Promise<ExportedImportSource[]> {
  return getMany<ExportedImportSource>(await listKeys(keys.sources));
}

/** Old paths are kept normalised (see src/server/import/old-paths.ts). */
export const getRedirect = (path: string) => getJSON<ExportedRedirect>(keys.redirect(path));
export const saveRedirect = (r: ExportedRedirect) => setJSON(keys.redirect(r.path), r);
export const deleteRedirect = (path: string) => deleteKey(keys.redirect(path));
export async function allRedirects(): Promise<ExportedRedirect[]> {
  return getMany<ExportedRedirect>(await listKeys(keys.redirects));
}

/** An image already copied from an old address: where it went. */
export const getCopiedImage = (url: string) => getJSON<{ url: string; id: string }>(keys.image(url));
export const saveCopiedImage = (url: string, id: string) => setJSON(keys.image(url), { url, id });
