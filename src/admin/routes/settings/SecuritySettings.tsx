import { History } from 'lucide-react';
import { Link } from 'react-router';
import { secondaryButton } from '../../components/ui';
import { Section } from './Section';

/** Settings → Security: where staff accounts' safety is set and read. */
export function SecuritySettings() {
  return (
    <Section title="Security" description="What staff did and when they signed in.">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        History records every change staff make and every staff sign-in, and nobody can edit it.
      </p>
      <Link to="/admin/history" className={`${secondaryButton} mt-3`}>
        <History aria-hidden="true" className="h-4 w-4" />
        Open History
      </Link>
    </Section>
  );
}
