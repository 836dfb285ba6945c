import { atom } from 'nanostores';
import type { ImportJob } from '@/shared/transfer';
import { importApi } from '../api/transfer';

/** The import being previewed or run on the Settings screen; null before a file is chosen. */
export const $importJob = atom<ImportJob | null>(null);

export async function previewImport(file: File, siteUrl: string): Promise<void> {
  $importJob.set(null);
  $importJob.set(await importApi.preview(file, siteUrl));
}

/** Starts the job, then follows it until it is done or failed. */
export async function runImport(pollMs = 1000): Promise<void> {
  const job = $importJob.get();
  if (!job) return;
  $importJob.set(await importApi.start(job.id));
  for (;;) {
    const current = $importJob.get();
    if (!current || current.id !== job.id || current.state === 'done' || current.state === 'failed') return;
    await new Promise((r) => setTimeout(r, pollMs));
    $importJob.set(await importApi.get(job.id));
  }
}

export const clearImport = () => $importJob.set(null);
