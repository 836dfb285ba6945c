/** A demo store seeded before staff roles existed receives the demo staff accounts once, on the next seed. */
import { describe, expect, it } from 'vitest';
import { roleOf } from '@/shared/roles';
import { verifyPassword } from '@/server/auth/passwords';
import { authors } from '@/server/repos/taxonomy';
import { findUserByEmail } from '@/server/repos/users';
import { ensureStaffOnce, SEED_STAFF } from '../../scripts/seed/admin';

describe('demo staff for an older demo store', () => {
  it('adds one account per role, signed in with the documented password, and only once', async () => {
    for (const s of SEED_STAFF) await authors.save({ id: s.authorId, name: s.name, avatarUrl: '', bio: '', followers: 0 });
    expect(await ensureStaffOnce(new Date())).toBe(SEED_STAFF.length);
    for (const s of SEED_STAFF) {
      const user = await findUserByEmail(s.email);
      expect(user && roleOf(user)).toBe(s.role);
      expect(user?.authorId).toBe(s.authorId);
      expect(await verifyPassword(s.password, user!.passwordHash!)).toBe(true);
    }
    expect(await ensureStaffOnce(new Date())).toBe(0);
  });
});
