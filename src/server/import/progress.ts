/** A running job's progress and report, saved every couple of seconds (and at the end), never per item. */
import type { ImportCounts, ImportJob, ImportKind, ImportReport } from '@/shared/transfer';
import { IMPORT_LIMITS } from '@/shared/transfer';
import { getJob, saveJob } from '../repos/imports';

const SAVE_EVERY_MS = 2000;

const counts = (): ImportCounts => ({ posts: 0, pages: 0, categories: 0, tags: 0, authors: 0, comments: 0, users: 0, other: 0 });

export const emptyReport = (): ImportReport => ({
  created: counts(),
  skipped: counts(),
  images: { copied: 0, failed: [] },
  unknownShortcodes: [],
  redirects: 0,
  problems: [],
});

/** Thrown when another run took the job over (a resumed job): this one stops quietly. */
export class Superseded extends Error {}
/** Thrown when this run's time is up: its place is saved and a new run goes on from there. */
export class TimeUp extends Error {}

export class Progress {
  private savedAt = Date.now();
  readonly report: ImportReport;

  constructor(
    public job: ImportJob & { runId?: string; heartbeatAt?: string },
    private readonly runId: string,
    /** When this run must hand over (a Background Function has 15 minutes). */
    private readonly deadline = Infinity,
  ) {
    this.report = job.report ?? emptyReport();
    job.report = this.report;
  }

  get done() {
    return this.job.progress.done;
  }

  created(kind: ImportKind, n = 1) {
    this.report.created[kind] += n;
  }
  skipped(kind: ImportKind, n = 1) {
    this.report.skipped[kind] += n;
  }
  imageFailed(url: string, reason: string, post: string) {
    const list = this.report.images.failed;
    const known = list.find((f) => f.url === url);
    if (known) {
      if (!known.posts.includes(post) && known.posts.length < 50) known.posts.push(post);
    } else if (list.length < IMPORT_LIMITS.reportList) list.push({ url, reason, posts: [post] });
  }
  shortcode(name: string, post: { id: string; title: string }) {
    let entry = this.report.unknownShortcodes.find((s) => s.name === name);
    if (!entry) this.report.unknownShortcodes.push((entry = { name, posts: [] }));
    if (entry.posts.length < IMPORT_LIMITS.reportList && !entry.posts.some((p) => p.id === post.id)) entry.posts.push(post);
  }
  problem(code: string, message: string, post?: string) {
    let entry = this.report.problems.find((p) => p.code === code && p.message === message);
    if (!entry) this.report.problems.push((entry = { code, message, ...(post ? { posts: [] } : {}) }));
    if (post && entry.posts && entry.posts.length < 50 && !entry.posts.includes(post)) entry.posts.push(post);
  }

  /** Counts one item done and saves when it is time. */
  async step(total = this.job.progress.total): Promise<void> {
    this.job.progress = { done: this.job.progress.done + 1, total };
    if (Date.now() >= this.deadline) {
      await this.save();
      throw new TimeUp();
    }
    if (Date.now() - this.savedAt >= SAVE_EVERY_MS) await this.save();
  }

  async save(): Promise<void> {
    const stored = await getJob(this.job.id);
    if ((stored as { runId?: string } | null)?.runId !== this.runId) throw new Superseded();
    this.job.heartbeatAt = new Date().toISOString();
    await saveJob(this.job);
    this.savedAt = Date.now();
  }
}
