import { useStore } from '@nanostores/react';
import { avatarFor } from '@/lib/text';
import type { SyncSession } from './sync-session';

/** Up to this many faces; the rest are counted. */
const SHOWN = 3;

/** Who else is in the post now: their avatars ringed in their caret colour, then +N. */
export function PresenceList({ session }: { session: SyncSession }) {
  const people = useStore(session.$people);
  if (!people.length) return null;
  const rest = people.length - SHOWN;
  return (
    <ul aria-label="Also editing" className="flex items-center -space-x-2">
      {people.slice(0, SHOWN).map((p) => (
        <li key={p.userId} title={p.name} className="relative">
          <img
            src={avatarFor(p.name, p.avatarUrl)}
            alt={p.name}
            className="h-8 w-8 rounded-full border-2 bg-gray-200 object-cover dark:bg-gray-700"
            style={{ borderColor: p.color }}
          />
        </li>
      ))}
      {rest > 0 && (
        <li
          className="relative flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-gray-200 text-xs font-semibold text-gray-700 dark:border-gray-900 dark:bg-gray-700 dark:text-gray-100"
          aria-label={`${rest} more`}
          title={people
            .slice(SHOWN)
            .map((p) => p.name)
            .join(', ')}
        >
          +{rest}
        </li>
      )}
    </ul>
  );
}
