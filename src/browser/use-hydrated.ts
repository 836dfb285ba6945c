import { useSyncExternalStore } from 'react';

/**
 * False in the prebuilt HTML and until React takes over the island: controls stay disabled until
 * then, so an early click or keystroke is never silently lost.
 */
const subscribeToNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
