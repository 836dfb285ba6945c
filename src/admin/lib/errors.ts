import { ApiError, errorMessage } from '@/browser/api';

/**
 * The message for a refused delete: the server's own words when it names the conflict, else the
 * given fallback for that conflict, else a generic failure.
 */
export function deleteFailure(err: unknown, name: string, conflictCode: string, conflictFallback: string): string {
  const conflict = err instanceof ApiError && (err.code === conflictCode || err.status === 409);
  return conflict ? errorMessage(err, conflictFallback) : `Failed to delete "${name}".`;
}
