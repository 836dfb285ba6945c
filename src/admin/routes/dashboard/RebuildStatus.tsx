import { useStore } from '@nanostores/react';
import { RefreshCcw } from 'lucide-react';
import { timeAgo } from '../../lib/dates';
import { $buildStatus } from '../../stores/settings';

/** When the public site was last asked to rebuild, so admins know when changes will show. */
export function RebuildStatus() {
  const status = useStore($buildStatus);
  if (!status) return null;
  const text = status.lastRequestedAt
    ? `Site rebuild last requested: ${timeAgo(status.lastRequestedAt)}`
    : 'No rebuild requested yet';
  return (
    <p className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs text-gray-600 ring-1 ring-gray-200 dark:bg-gray-900 dark:text-gray-300 dark:ring-gray-800">
      <RefreshCcw aria-hidden="true" className="h-3.5 w-3.5" />
      {status.lastRequestedAt ? (
        <time dateTime={status.lastRequestedAt} title={new Date(status.lastRequestedAt).toLocaleString()}>
          {text}
        </time>
      ) : (
        text
      )}
      {!status.configured && <span className="text-gray-500 dark:text-gray-400">(no build hook configured)</span>}
    </p>
  );
}
