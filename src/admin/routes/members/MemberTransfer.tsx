import { useState } from 'react';
import { errorMessage } from '@/browser/api';
import { LIMITS } from '@/shared/limits';
import type { MemberImportInput, MemberImportReport } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { Dialog } from '../../components/Dialog';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { membersApi } from '../../api/members';
import { members } from '../../stores/members';

type Format = MemberImportInput['format'];
const FORMATS: { value: Format; label: string; hint: string }[] = [
  { value: 'ghost', label: 'Ghost', hint: 'Members → Export all members' },
  { value: 'substack', label: 'Substack', hint: 'Subscribers → Export (email_list CSV)' },
];

const counts = (r: MemberImportReport) => `${r.created} new, ${r.updated} updated, ${r.unchanged} unchanged`;

/** Export CSV, and Import members: a Ghost or Substack CSV checked first (nothing changes), then imported. */
export function MemberTransfer() {
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      showToast(`Export downloaded: ${await membersApi.exportCsv()}`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'The members export failed.'), 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => void exportCsv()} disabled={exporting}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </button>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Import members
      </button>
      <Dialog open={open} title="Import members" onClose={() => setOpen(false)} className="max-w-lg">
        {({ descriptionId }) => <ImportForm descriptionId={descriptionId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ImportForm({ descriptionId, onDone }: { descriptionId: string; onDone: () => void }) {
  const [format, setFormat] = useState<Format>('ghost');
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [checked, setChecked] = useState<MemberImportReport | null>(null);
  const [done, setDone] = useState<MemberImportReport | null>(null);
  const [error, setError] = useState('');

  async function pick(file: File | undefined) {
    setChecked(null);
    setDone(null);
    setError('');
    setCsv(null);
    if (!file) return;
    if (file.size > LIMITS.memberCsv)
      return setError(`The file is larger than ${(LIMITS.memberCsv / 1_000_000).toFixed(1)} MB: split it and import each part.`);
    setCsv({ name: file.name, text: await file.text() });
  }

  async function run(dryRun: boolean) {
    if (!csv) return setError('Choose a CSV file first.');
    setBusy(dryRun ? 'checking' : 'importing');
    setError('');
    try {
      const report = await membersApi.importCsv({ format, csv: csv.text, dryRun });
      if (dryRun) return setChecked(report);
      // Said in the dialog's status line: a toast behind the open dialog would be hidden from screen readers.
      setDone(report);
      void members.load();
    } catch (err) {
      setError(errorMessage(err, 'The file could not be imported.'));
    } finally {
      setBusy(null);
    }
  }

  const report = done ?? checked;
  return (
    <div className="mt-3 space-y-4">
      <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-300">
        Check the file first: nothing changes until you import. Importing the same file again changes nothing.
      </p>
      <div>
        <label htmlFor="member-import-format" className="mb-1 block text-sm font-medium">
          Exported from
        </label>
        <select
          id="member-import-format"
          className={inputClass}
          value={format}
          onChange={(e) => {
            setFormat(e.target.value as Format);
            setChecked(null);
            setDone(null);
          }}
        >
          {FORMATS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label} ({f.hint})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="member-import-file" className="mb-1 block text-sm font-medium">
          Members CSV
        </label>
        <input
          id="member-import-file"
          type="file"
          accept=".csv,text/csv"
          className="block w-full text-sm"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div role="status" aria-live="polite" className="space-y-2 text-sm">
        {busy && <p>{busy === 'checking' ? 'Checking the file...' : 'Importing members...'}</p>}
        {report && !busy && (
          <>
            <p className="font-medium">
              {done ? 'Imported' : 'Ready to import'}: {counts(report)}.
            </p>
            {report.problems.length > 0 && (
              <>
                <p>
                  {report.problems.length} {report.problems.length === 1 ? 'row needs' : 'rows need'} a look:
                </p>
                <ul aria-label="Rows that need a look" className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
                  {report.problems.slice(0, 100).map((p) => (
                    <li key={`${p.row}:${p.message}`}>
                      Row {p.row}: {p.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onDone}>
          {done ? 'Close' : 'Cancel'}
        </button>
        {!done &&
          (checked ? (
            <button type="button" className={primaryButton} disabled={busy !== null} onClick={() => void run(false)}>
              Import
            </button>
          ) : (
            <button type="button" className={primaryButton} disabled={busy !== null || !csv} onClick={() => void run(true)}>
              Check file
            </button>
          ))}
      </div>
    </div>
  );
}
