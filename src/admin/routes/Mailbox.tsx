import { useStore } from '@nanostores/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '@/browser/api';
import type { CapturedMail } from '@/shared/types';
import { mailboxApi } from '../api/inbox';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { ErrorState, LoadingState } from '../components/States';
import { TableCard } from '../components/TableCard';
import { cardClass, secondaryButton, tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import { $mailboxAvailable, checkMailbox, loadMailbox, mailbox as mailboxList } from '../stores/inbox';

/** Links in the frame open in a new tab rather than inside it. */
const withLinksOutside = (html: string) =>
  /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => `${m}<base target="_blank">`) : `<base target="_blank">${html}`;

const NOT_HERE = 'The Mailbox is only there under npm run dev, where a local mail server catches what the site sends.';

/** One caught mail: its HTML in a frame that may run nothing, its text part and its headers. */
/** One part of a caught mail, under its own heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-gray-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}

function MailView({ id, onBack }: { id: string; onBack: () => void }) {
  const [mail, setMail] = useState<CapturedMail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    mailboxApi.get(id).then(
      (m) => {
        if (!live) return;
        setError(null);
        setMail(m);
      },
      (err) => live && setError(errorMessage(err, 'Failed to load the mail.')),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  return (
    <>
      <button type="button" className={`${secondaryButton} mb-4`} onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Mailbox
      </button>
      {error ? (
        <ErrorState
          message={error}
          onRetry={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : !mail ? (
        <LoadingState />
      ) : (
        <article className={`${cardClass} space-y-6 p-6`} aria-label={`Mail: ${mail.subject}`}>
          <header>
            <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{mail.subject || '(no subject)'}</h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
              <dt className="font-medium">From</dt>
              <dd>{mail.from}</dd>
              <dt className="font-medium">To</dt>
              <dd>{mail.to.join(', ')}</dd>
              <dt className="font-medium">Received</dt>
              <dd>
                <time dateTime={mail.receivedAt}>{formatDateTime(mail.receivedAt)}</time>
              </dd>
            </dl>
          </header>
          {mail.html !== null && (
            <Part id="mail-html" title="HTML">
              {/* An empty sandbox: no scripts, no forms, no same-origin access; links open outside it. */}
              <iframe
                title="HTML part"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={withLinksOutside(mail.html)}
                className="h-[32rem] w-full rounded-lg border border-gray-200 bg-white dark:border-gray-700"
              />
            </Part>
          )}
          <Part id="mail-text" title="Text">
            <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-4 text-sm text-gray-800 dark:bg-gray-950 dark:text-gray-200">
              {mail.text}
            </pre>
          </Part>
          <Part id="mail-headers" title="Headers">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs text-gray-700 dark:text-gray-300">
              {mail.headers.map((h, i) => (
                <div key={`${h.name}-${i}`} className="contents">
                  <dt className="font-semibold">{h.name}</dt>
                  <dd className="break-all">{h.value}</dd>
                </div>
              ))}
            </dl>
          </Part>
        </article>
      )}
    </>
  );
}

export function Mailbox() {
  const mails = useStore(mailboxList.$state);
  const available = useStore($mailboxAvailable);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    checkMailbox();
    void loadMailbox();
  }, []);

  const missing = available === false;
  return (
    <>
      <PageHeader
        title="Mailbox"
        description="Mail the site sent while running locally, caught before it left this computer."
        actions={!open && <RefreshButton loading={mails.loading} onClick={() => void loadMailbox()} />}
      />
      {open ? (
        <MailView id={open} onBack={() => setOpen(null)} />
      ) : missing ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{NOT_HERE}</p>
      ) : (
        <TableCard
          label="Mailbox"
          loading={mails.loading}
          error={mails.error}
          isEmpty={mails.items.length === 0}
          emptyMessage="No mail yet."
          onRetry={() => void loadMailbox()}
          refreshable
          columns={[{ label: 'To' }, { label: 'Subject' }, { label: 'Received' }]}
          paging={{
            label: 'Mailbox pages',
            state: mails,
            perPage: mailboxList.perPage,
            onPage: (offset) => void loadMailbox(offset),
          }}
        >
          {mails.items.map((m) => (
            <tr key={m.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <td className={tdClass}>{m.to.join(', ')}</td>
              <td className={tdClass}>
                <button
                  type="button"
                  className="text-left font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                  onClick={() => setOpen(m.id)}
                >
                  {m.subject || '(no subject)'}
                </button>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={m.receivedAt}>{formatDateTime(m.receivedAt)}</time>
              </td>
            </tr>
          ))}
        </TableCard>
      )}
    </>
  );
}
