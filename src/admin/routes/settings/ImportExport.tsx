import { useStore } from '@nanostores/react';
import { Download, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ImportCounts, ImportJob, ImportProblem } from '@/shared/transfer';
import { errorMessage } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import { Field } from '../../components/Field';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { downloadExport } from '../../api/transfer';
import { $importJob, previewImport, runImport } from '../../stores/transfer';
import { Section } from './Section';

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

function Preview({ job }: { job: ImportJob }) {
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

function Progress({ job }: { job: ImportJob }) {
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

function Report({ job }: { job: ImportJob }) {
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

export function ImportExport() {
  const job = useStore($importJob);
  const [busy, setBusy] = useState<'' | 'export' | 'preview' | 'import'>('');
  const [siteUrl, setSiteUrl] = useState('');
  const [error, setError] = useState('');
  const fileId = useId();
  const siteId = useId();

  async function exportSite() {
    setBusy('export');
    try {
      const name = await downloadExport();
      showToast(`Export downloaded: ${name}`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'The export failed.'), 'error');
    } finally {
      setBusy('');
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setError('');
    setBusy('preview');
    try {
      await previewImport(file, siteUrl);
    } catch (err) {
      setError(errorMessage(err, 'The file could not be read.'));
    } finally {
      setBusy('');
    }
  }

  async function start() {
    setBusy('import');
    setError('');
    try {
      await runImport();
      const done = $importJob.get();
      if (done?.state === 'done') showToast('Import finished.', 'success');
      else if (done?.state === 'failed') setError(done.report?.error ?? 'The import stopped.');
    } catch (err) {
      setError(errorMessage(err, 'The import could not be started.'));
    } finally {
      setBusy('');
    }
  }

  const running = job?.state === 'running' || busy === 'import';
  return (
    <Section
      title="Import & export"
      description="Download everything on this site, or bring in a WordPress, Ghost or inkwell export."
    >
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButton} onClick={exportSite} disabled={busy === 'export'}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {busy === 'export' ? 'Exporting...' : 'Export site'}
        </button>
        <p className="text-sm text-gray-500 dark:text-gray-400">One JSON file with every post, page, comment and setting.</p>
      </div>
      <Field
        id={siteId}
        label="Old site address (Ghost exports only)"
        hint="Where the Ghost site lived, so its images can be copied."
      >
        <input
          id={siteId}
          type="url"
          className={inputClass}
          placeholder="https://old-site.example"
          value={siteUrl}
          onChange={(e) => setSiteUrl(e.target.value)}
          aria-describedby={`${siteId}-hint`}
        />
      </Field>
      <Field
        id={fileId}
        label="Export file to import"
        hint="A WordPress export (.xml), a Ghost export (.json) or an inkwell export (.json)."
      >
        <input
          id={fileId}
          type="file"
          accept=".xml,.json,text/xml,application/xml,application/json"
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 dark:text-gray-300"
          disabled={busy === 'preview' || running}
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-describedby={`${fileId}-hint`}
        />
      </Field>
      {busy === 'preview' && <p className="text-sm text-gray-600 dark:text-gray-400">Reading the file...</p>}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {job && <Preview job={job} />}
      {job && (job.state === 'previewed' || job.state === 'failed') && (
        <button type="button" className={primaryButton} onClick={start} disabled={running}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {job.state === 'failed' ? 'Resume import' : 'Import'}
        </button>
      )}
      {job && job.state !== 'previewed' && <Progress job={job} />}
      {job?.state === 'done' && <Report job={job} />}
      {job?.state === 'failed' && <Report job={job} />}
    </Section>
  );
}
