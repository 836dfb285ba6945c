import { useStore } from '@nanostores/react';
import { Ban, RefreshCw, UserMinus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import type { FediverseFollower } from '@/shared/fediverse';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadingState } from '../components/States';
import { cardClass, inputClass, secondaryButton, tableClass, tdClass, thClass } from '../components/ui';
import { $blocks, $followers, blockFollower, loadFollowers, removeFollower, unblock } from '../stores/fediverse';

/** Who follows the publication from the fediverse, and who is blocked. */
export function Followers() {
  const followers = useStore($followers);
  const blocks = useStore($blocks);
  const [q, setQ] = useState('');

  const run = (action: () => Promise<void>, failure: string) =>
    void action().catch((err: unknown) => showToast(errorMessage(err, failure), 'error'));

  useEffect(() => {
    const t = setTimeout(() => run(() => loadFollowers(q), 'Could not load the followers.'), 200);
    return () => clearTimeout(t);
  }, [q]);

  const row = (f: FediverseFollower) => (
    <tr key={f.id}>
      <td className={tdClass}>
        <span className="font-medium text-gray-900 dark:text-white">{f.name}</span>
        <br />
        <span className="text-xs">{f.account}</span>
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>{new Date(f.followedAt).toLocaleString()}</td>
      <td className={tdClass}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            aria-label={`Remove ${f.account}`}
            onClick={() => run(() => removeFollower(f.id, q), 'Could not remove the follower.')}
          >
            <UserMinus aria-hidden="true" className="h-4 w-4" /> Remove
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-label={`Block ${f.account}`}
            onClick={() => run(() => blockFollower(f, 'account', q), 'Could not block the account.')}
          >
            <Ban aria-hidden="true" className="h-4 w-4" /> Block account
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-label={`Block the server of ${f.account}`}
            onClick={() => run(() => blockFollower(f, 'domain', q), 'Could not block the server.')}
          >
            <Ban aria-hidden="true" className="h-4 w-4" /> Block domain
          </button>
        </div>
      </td>
    </tr>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Followers"
        description="People following the publication from the fediverse."
        actions={
          <Link to="/admin/settings" className={secondaryButton}>
            Fediverse settings
          </Link>
        }
      />
      <div className="flex gap-2">
        <label htmlFor="followers-search" className="sr-only">
          Search followers
        </label>
        <input
          id="followers-search"
          type="search"
          placeholder="Search followers"
          className={inputClass}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button
          type="button"
          className={secondaryButton}
          onClick={() => run(() => loadFollowers(q), 'Could not load the followers.')}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Refresh
        </button>
      </div>
      {!followers ? (
        <LoadingState label="Loading followers..." />
      ) : followers.items.length === 0 ? (
        <EmptyState message="No followers yet." />
      ) : (
        <div className={`${cardClass} relative overflow-x-auto`}>
          <table className={tableClass}>
            <caption className="sr-only">{`${followers.total} followers`}</caption>
            <thead>
              <tr>
                <th className={thClass}>Account</th>
                <th className={thClass}>Followed</th>
                <th className={thClass}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{followers.items.map(row)}</tbody>
          </table>
        </div>
      )}
      {blocks.length > 0 && (
        <section className={`${cardClass} p-5`}>
          <h2 className="text-base font-semibold text-gray-900 dark:text-white">Blocked</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {blocks.map((b) => (
              <li key={b.id} className="flex items-center justify-between gap-3">
                <span>{b.domain ?? b.actor}</span>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => run(() => unblock(b.id, q), 'Could not unblock.')}
                >
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
