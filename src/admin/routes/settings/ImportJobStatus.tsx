/** An import job's preview, progress and report, as the Import and export section shows them. */
import type { ReactNode } from 'react';
import type { ImportCounts, ImportJob, ImportProblem } from '@/shared/transfer';

const SOURCE_NAMES = { wordpress: 'WordPress', ghost: 'Ghost', inkwell: 'inkwell' } as const;
const KIND_NAMES: Record<keyof ImportCounts, string> = {
  posts: 'Posts',
  pages: 'Pages',
  categories: 'Categories',
  tags: 'Tags',
  authors: 'Authors',
  comments: 'Comments',
  users: 'Staff accounts',
  other: 'Other records',
};

function Counts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([name, value]) => (
          <div key={name} className="flex justify-between gap-2 border-b border-gray-100 py-1 dark:border-gray-800">
            <dt className="text-gray-500 dark:text-gray-400">{name}</dt>
            <dd className="font-medium text-gray-900 tabular-nums dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Problems({ title, problems }: { title: string; problems: ImportProblem[] }) {
  if (!problems.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-gray-900 dark:text-white">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
        {problems.map((p) => (
          <li key={p.code + p.message}>
            {p.message}
            {p.posts?.length ? <span className="text-gray-500 dark:text-gray-400"> ({p.posts.join(', ')})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the file holds and what importing it would do, before anything is written. */
export function Preview({ job }: { job: ImportJob }) {
  const p = job.preview;
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-white">
        Preview of {job.fileName} ({SOURCE_NAMES[job.source]} export)
      </h3>
      <Counts
        label="What the import will create"
        rows={[
          ['Posts', p.posts],
          ['Pages', p.pages],
          ['Drafts', p.drafts],
          ['Scheduled', p.scheduled],
          ['Categories', p.categories],
          ['Tags', p.tags],
          ['Authors', p.authors],
          ['Comments', `${p.comments.approved} approved, ${p.comments.pending} pending, ${p.comments.spam} spam`],
          ['Images', p.images],
        ]}
      />
      <Problems title="Problems found" problems={job.problems} />
    </div>
  );
}

/** How far a running import has come. */
export function Progress({ job }: { job: ImportJob }) {
  const { done, total } = job.progress;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} items`}
        className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {job.state === 'running' ? `Importing… ${done} of ${total} items` : `${done} of ${total} items`}
      </p>
    </div>
  );
}

/** What a finished or failed import made, skipped and could not bring in. */
export function Report({ job }: { job: ImportJob }) {
  const r = job.report;
  if (!r) return null;
  const kinds = Object.keys(KIND_NAMES) as (keyof ImportCounts)[];
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-white">Import report</h3>
      <Counts label="Created" rows={kinds.filter((k) => r.created[k]).map((k) => [KIND_NAMES[k], r.created[k]])} />
      <Counts
        label="Skipped as already imported"
        rows={kinds.filter((k) => r.skipped[k]).map((k) => [`${KIND_NAMES[k]} already imported`, r.skipped[k]])}
      />
      <Counts
        label="Images and old links"
        rows={[
          ['Images copied', r.images.copied],
          ['Images not fetched', r.images.failed.length],
          ['Old links redirected', r.redirects],
        ]}
      />
      {r.images.failed.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-gray-900 dark:text-white">
            Images not fetched (left pointing at the old site)
          </h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-all text-gray-700 dark:text-gray-300">
            {r.images.failed.map((f) => (
              <li key={f.url}>
                {f.url}: {f.reason} (in {f.posts.join(', ')})
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.unknownShortcodes.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-gray-900 dark:text-white">Unknown shortcodes kept as text</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
            {r.unknownShortcodes.map((s) => (
              <li key={s.name}>
                [{s.name}] in{' '}
                {s.posts.map((p, i) => (
                  <span key={p.id}>
                    {i > 0 && ', '}
                    <a
                      className="text-indigo-600 underline dark:text-indigo-400"
                      href={`/admin/posts/edit/${encodeURIComponent(p.id)}`}
                    >
                      {p.title}
                    </a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Problems title="Other notes" problems={r.problems} />
    </div>
  );
}
