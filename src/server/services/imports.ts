/**
 * Imports from WordPress, Ghost and our own export (DESIGN.md, Import and export): a preview that
 * writes nothing to the site, then a job in a Background Function that can be resumed and repeated.
 */
import { randomUUID } from 'node:crypto';
import { IMPORT_LIMITS, type ImportJob } from '@/shared/transfer';
import { signLinkToken, verifyLinkToken } from '../auth/tokens';
import { BadRequest, Conflict, NotFound, TooLarge } from '../errors';
import { getFileChunk, getJob, listJobs, putFileChunk, saveJob, savePlan } from '../repos/imports';
import { planImport } from '../import/plan';
import { memoryChunks, storedChunks } from '../import/read-file';
import { claimRun, runImport, type RunnableJob } from '../import/run';

/** A running job that has not saved its progress for this long has stopped; starting it again resumes it. */
const STALLED_MS = 60_000;

const publicJob = (j: RunnableJob): ImportJob => {
  const { runId: _r, heartbeatAt: _h, siteUrl: _s, ...job } = j;
  return job;
};

function cleanSiteUrl(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  try {
    const u = new URL(raw.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** Stores the file, reads it once and answers what importing it would do. Nothing of the site is written. */
export async function previewImport(bytes: Uint8Array, fileName: string, siteUrl?: string | null): Promise<ImportJob> {
  const id = randomUUID();
  for (let n = 0, at = 0; at < bytes.byteLength; n++, at += IMPORT_LIMITS.partBytes)
    await putFileChunk(id, n, bytes.subarray(at, at + IMPORT_LIMITS.partBytes));
  return planStored(id, new TextDecoder().decode(bytes.subarray(0, 4096)), () => memoryChunks(bytes), fileName, siteUrl);
}

/**
 * A file too large for one request (Netlify takes 6 MB) goes up in parts: each part is stored as it
 * comes (`PUT …/parts/{n}`, so a part sent again replaces itself), then the preview reads them back
 * one at a time. Answers the upload's id, which becomes the import's.
 */
export async function startUpload(): Promise<{ id: string }> {
  return { id: randomUUID() };
}

export async function putUploadPart(
  id: string,
  part: number,
  bytes: Uint8Array,
): Promise<{ id: string; part: number; bytes: number }> {
  if (await getJob(id)) throw Conflict('This upload has been read already.', 'UPLOAD_CLOSED');
  if (bytes.byteLength > IMPORT_LIMITS.partBytes)
    throw TooLarge(`A part may hold at most ${IMPORT_LIMITS.partBytes / 1024 / 1024} MB.`);
  if (!bytes.byteLength) throw BadRequest('A part may not be empty.');
  await putFileChunk(id, part, bytes);
  return { id, part, bytes: bytes.byteLength };
}

/** Previews an upload sent in `parts` parts; 400 when one of them is missing. */
export async function previewUpload(id: string, parts: number, fileName: string, siteUrl?: string | null): Promise<ImportJob> {
  if (await getJob(id)) throw Conflict('This upload has been read already.', 'UPLOAD_CLOSED');
  const first = await getFileChunk(id, 0);
  if (!first) throw NotFound('Upload');
  let read = 0;
  const counted = async function* () {
    read = 0;
    for await (const chunk of storedChunks(id)) {
      read++;
      yield chunk;
    }
  };
  const job = await planStored(id, new TextDecoder().decode(first.subarray(0, 4096)), counted, fileName, siteUrl, () => {
    if (read !== parts)
      throw BadRequest(
        `The upload has ${read} of its ${parts} parts: send the missing ones again.`,
        undefined,
        'UPLOAD_INCOMPLETE',
      );
  });
  return job;
}

async function planStored(
  id: string,
  head: string,
  chunks: () => AsyncIterable<Uint8Array>,
  fileName: string,
  siteUrl?: string | null,
  check?: () => void,
): Promise<ImportJob> {
  const planned = await planImport(head, chunks, cleanSiteUrl(siteUrl));
  check?.();
  await savePlan(id, planned.plan);
  const job: ImportJob = {
    id,
    source: planned.source,
    state: 'previewed',
    fileName: fileName.slice(0, 200),
    createdAt: new Date().toISOString(),
    progress: { done: 0, total: planned.plan.source === 'inkwell' ? planned.plan.records : planned.plan.posts.length },
    preview: planned.preview,
    problems: planned.problems,
    report: null,
  };
  await saveJob(job);
  return job;
}

export async function getImport(id: string): Promise<ImportJob> {
  const job = (await getJob(id)) as RunnableJob | null;
  if (!job) throw NotFound('Import');
  return publicJob(job);
}

/** Hands the job to the Background Function (in-process when IMPORT_RUN_INLINE=1: the API tests). */
async function launch(jobId: string, runId: string, origin: string): Promise<void> {
  if (process.env.IMPORT_RUN_INLINE === '1') {
    void runImport(jobId, runId);
    return;
  }
  const token = await signLinkToken('import-run', `${jobId}:${runId}`, '1h');
  try {
    const res = await fetch(new URL('/.netlify/functions/import-background', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) return;
    console.error(`The import's Background Function answered ${res.status}; running the job here instead.`);
  } catch (err) {
    console.error("The import's Background Function could not be reached; running the job here instead.", err);
  }
  // Resumable: if this instance stops before the end, starting the import again goes on from there.
  void runImport(jobId, runId);
}

/** Starts a previewed job, or resumes one that failed or stalled; a job already done or running answers as it is. */
export async function startImport(id: string, origin: string): Promise<ImportJob> {
  const job = (await getJob(id)) as RunnableJob | null;
  if (!job) throw NotFound('Import');
  if (job.state === 'done') throw Conflict('This import is done already.', 'IMPORT_DONE');
  const stalled = job.state === 'running' && Date.now() - Date.parse(job.heartbeatAt ?? job.createdAt) > STALLED_MS;
  if (job.state === 'running' && !stalled) return publicJob(job);
  const next: RunnableJob = { ...job, startedAt: job.startedAt ?? new Date().toISOString() };
  if (next.report?.error) delete next.report.error;
  const runId = await claimRun(next);
  await launch(id, runId, origin);
  return publicJob({ ...next, state: 'running' });
}

/** A Background Function may run 15 minutes: a run hands over to a new one before that. */
const RUN_MS = 13 * 60_000;

/** Hands a running job to a new run (its time was up, or it stalled). */
async function continueImport(jobId: string, origin: string): Promise<void> {
  const job = (await getJob(jobId)) as RunnableJob | null;
  if (!job || job.state !== 'running') return;
  await launch(jobId, await claimRun(job), origin);
}

/** The Background Function's entry: runs the job its signed token names, for at most 13 minutes. */
export async function runSignedImport(token: string, origin: string): Promise<boolean> {
  const subject = await verifyLinkToken('import-run', token);
  if (!subject) return false;
  const [jobId, runId] = subject.split(':');
  await runImport(jobId!, runId!, { deadline: Date.now() + RUN_MS, onTimeUp: () => continueImport(jobId!, origin) });
  return true;
}

/** Jobs whose run stopped without saying so (a crash, a lost instance) go on; the publishing job calls this every minute. */
export async function resumeStalledImports(origin: string): Promise<number> {
  const stalled = ((await listJobs()) as RunnableJob[]).filter(
    (j) => j.state === 'running' && Date.now() - Date.parse(j.heartbeatAt ?? j.createdAt) > STALLED_MS,
  );
  for (const job of stalled) await continueImport(job.id, origin);
  return stalled.length;
}
