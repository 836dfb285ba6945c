import { useStore } from '@nanostores/react';
import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadingState } from '../components/States';
import { cardClass, primaryButton, tableClass, tdClass, thClass } from '../components/ui';
import { $deliveries, loadDeliveries, retryFailedDeliveries } from '../stores/fediverse';

/** One post's deliveries to the fediverse: each inbox's state, and failed ones tried again on request. */
export function Deliveries() {
  const { id = '' } = useParams();
  const rows = useStore($deliveries);

  useEffect(() => {
    $deliveries.set(null);
    loadDeliveries(id).catch((err: unknown) => showToast(errorMessage(err, 'Could not load the deliveries.'), 'error'));
  }, [id]);

  async function retry() {
    try {
      const n = await retryFailedDeliveries(id);
      showToast(n ? `Retrying ${n} failed deliveries.` : 'Nothing failed.', 'success');
    } catch (err) {
      showToast(errorMessage(err, 'Could not retry the deliveries.'), 'error');
    }
  }

  const counts = (state: string) => rows?.filter((r) => r.state === state).length ?? 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Deliveries"
        description={`Delivered ${counts('delivered')}, failed ${counts('failed')}, pending ${counts('pending')}.`}
        actions={
          <button type="button" className={primaryButton} onClick={() => void retry()} disabled={!counts('failed')}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> Retry failed
          </button>
        }
      />
      {!rows ? (
        <LoadingState label="Loading deliveries..." />
      ) : rows.length === 0 ? (
        <EmptyState message="Nothing was sent to the fediverse for this post." />
      ) : (
        <div className={`${cardClass} relative overflow-x-auto`}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={thClass}>Inbox</th>
                <th className={thClass}>Activity</th>
                <th className={thClass}>State</th>
                <th className={thClass}>Attempts</th>
                <th className={thClass}>Last error</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {rows.map((r) => (
                <tr key={`${r.activity}-${r.inbox}`}>
                  <td className={`${tdClass} break-all`}>{r.inbox}</td>
                  <td className={tdClass}>{r.activity}</td>
                  <td className={tdClass}>{r.state}</td>
                  <td className={tdClass}>{r.attempts}</td>
                  <td className={tdClass}>{r.lastError}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
