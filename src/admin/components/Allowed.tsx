import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Capability } from '@/shared/roles';
import { useCan } from '../lib/use-can';
import { cardClass } from './ui';

/** A screen the role may use, or a plain refusal with a way back (the server refuses the calls too). */
export function Allowed({ can, children }: { can: Capability; children: ReactNode }) {
  const allowed = useCan();
  if (allowed(can)) return children;
  return (
    <section className={`${cardClass} mx-auto mt-10 max-w-lg p-8 text-center`}>
      <h1 className="text-lg font-semibold text-gray-900 dark:text-white">You don&apos;t have access to this page.</h1>
      <p className="mt-4">
        <Link to="/admin" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          Back to the dashboard
        </Link>
      </p>
    </section>
  );
}
