/** What the signed-in staff member's role may do, for showing only what they can use. */
import { useStore } from '@nanostores/react';
import { can, roleOf, type Capability } from '@/shared/roles';
import { $auth } from '@/stores/auth';

export function useCan(): (capability: Capability | undefined) => boolean {
  const user = useStore($auth).user;
  return (capability) => (capability === undefined ? Boolean(user) : Boolean(user && can(roleOf(user), capability)));
}
