import { RefreshCw } from 'lucide-react';
import { secondaryButton } from './ui';

/** The page header's Refresh. Lists hide it while empty: their empty state offers its own. */
export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <button type="button" className={secondaryButton} onClick={onClick} disabled={loading}>
      <RefreshCw aria-hidden="true" className={`h-4 w-4 ${loading ? 'animate-spin' : ''}`} />
      Refresh
    </button>
  );
}
