import { useStore } from '@nanostores/react';
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import { Field } from '../../components/Field';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { downloadExport } from '../../api/transfer';
import { $importJob, previewImport, runImport } from '../../stores/transfer';
import { Preview, Progress, Report } from './ImportJobStatus';
import { Section } from './Section';

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
