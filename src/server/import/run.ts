/** Runs an import job to its end (or to where it stops), from wherever an earlier run left it. */
import { randomUUID } from 'node:crypto';
import type { ImportJob, InkwellExport } from '@/shared/transfer';
import { requestRebuild } from '../build-hook';
import { deleteFile, deletePlan, getJob, getPlan, saveJob } from '../repos/imports';
import { refreshColdStartCopies } from '../services/cold-start';
import { ghostData, ghostPosts } from './ghost';
import type { ImportPlan } from './plan';
import { Progress, Superseded, TimeUp } from './progress';
import { readAllText, storedChunks } from './read-file';
import { restoreExport } from './restore';
import type { SourcePost } from './source';
import { skippedKind, wordpressPost } from './wordpress';
import { emptyChannel, readWxr } from './wxr';
import { writePosts } from './write-posts';

export type RunnableJob = ImportJob & { runId?: string; heartbeatAt?: string; siteUrl?: string | null };

async function* sourcePosts(jobId: string, plan: ImportPlan): AsyncGenerator<SourcePost> {
  if (plan.source === 'wordpress') {
    for await (const item of readWxr(storedChunks(jobId), emptyChannel())) {
      if (item.postType === 'attachment' || skippedKind(item)) continue;
      yield wordpressPost(item, plan.siteKey, plan.site.siteUrl);
    }
  } else {
    const d = ghostData(JSON.parse(await readAllText(storedChunks(jobId))));
    if (d) yield* ghostPosts(d, plan.siteKey, plan.site.siteUrl).posts;
  }
}

/** Marks the job as taken by a new run; the run that held it stops at its next save. */
export async function claimRun(job: RunnableJob): Promise<string> {
  const runId = randomUUID();
  await saveJob({ ...job, state: 'running', runId, heartbeatAt: new Date().toISOString() } as RunnableJob);
  return runId;
}

export interface RunLimits {
  deadline?: number;
  /** Called when the deadline stopped the run: starts the next one. */
  onTimeUp?: () => Promise<void>;
}

export async function runImport(jobId: string, runId: string, limits: RunLimits = {}): Promise<void> {
  const job = (await getJob(jobId)) as RunnableJob | null;
  if (!job || job.runId !== runId || job.state !== 'running') return;
  const progress = new Progress(job, runId, limits.deadline);
  try {
    const plan = await getPlan<ImportPlan>(jobId);
    if (!plan) throw new Error('The uploaded file is gone; upload it again.');
    if (plan.source === 'inkwell') {
      await restoreExport(JSON.parse(await readAllText(storedChunks(jobId))) as InkwellExport, progress);
    } else {
      await writePostsOf(jobId, plan, progress);
    }
    // An archive brings posts, categories and tags by the hundred: without fresh copies, every server
    // that starts cold before the scheduled job's next refresh would read each of them on a request.
    await refreshColdStartCopies();
    job.state = 'done';
    job.finishedAt = new Date().toISOString();
    job.progress = { done: job.progress.total, total: job.progress.total };
    await progress.save();
    // The report stays; the file and the plan are of no more use.
    await deleteFile(jobId);
    await deletePlan(jobId);
    await requestRebuild(`Import: ${job.fileName}`);
  } catch (err) {
    if (err instanceof Superseded) return;
    if (err instanceof TimeUp) return void (await limits.onTimeUp?.());
    console.error(`Import ${jobId} failed`, err);
    job.state = 'failed';
    progress.report.error = (err as Error).message || 'The import stopped.';
    await progress.save().catch(() => undefined);
  }
}

const writePostsOf = (jobId: string, plan: ImportPlan, progress: Progress) =>
  writePosts(plan, sourcePosts(jobId, plan), progress);
