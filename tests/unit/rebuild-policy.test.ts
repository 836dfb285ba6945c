/** A post's reported change follows its status, and only changes readers' pages show ask for a rebuild. */
import { describe, expect, it } from 'vitest';
import { postChange } from '@/server/changes';
import { livePages } from '@/server/http/rebuild';

const post = (status: string) => ({ id: 'p1', title: 'Tides', status });

describe('postChange', () => {
  it.each([
    [null, 'draft', 'added', false],
    [null, 'published', 'published', true],
    ['draft', 'draft', 'updated', false],
    ['draft', 'published', 'published', true],
    ['published', 'published', 'updated', true],
    ['published', 'draft', 'unpublished', true],
  ])('%s → %s is %s (live: %s)', (before, after, kind, live) => {
    expect(postChange(post(after), before ? { status: before } : null)).toEqual({
      entity: 'post',
      kind,
      id: 'p1',
      title: 'Tides',
      live,
    });
  });
});

describe('livePages', () => {
  it('names each live change and ignores the rest', () => {
    expect(
      livePages([
        postChange(post('draft'), { status: 'published' }),
        { entity: 'category', kind: 'deleted', id: 'c', title: 'Travel', live: true },
        postChange(post('draft'), { status: 'draft' }),
        { entity: 'settings', kind: 'updated', id: 'settings', title: 'Inkwell', live: true },
      ]),
    ).toBe('Updated "Tides"; Category "Travel" deleted; Site settings updated');
  });

  it('asks for nothing when no reader sees the change', () => {
    expect(livePages([postChange(post('draft'), null)])).toBeNull();
    expect(livePages([])).toBeNull();
  });
});
