import type { Role } from '@/shared/roles';

/** How the admin names each role. */
export const ROLE_NAMES: Record<Role, string> = {
  reader: 'Reader',
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
};
