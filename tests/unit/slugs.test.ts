/** Ids transliterate titles in any script; heading anchors keep every script's letters; ASCII ids stay as they were. */
import { describe, expect, it } from 'vitest';
import { headingAnchor, withHeadingIds } from '@/lib/headings';
import { slugify } from '@/lib/slug';
import { htmlToText } from '@/lib/text';
import { postId, seedPosts } from '../../scripts/seed/posts/index';
import { seedAuthors, seedCategories, seedTags } from '../../scripts/seed/taxonomy';

/** The ASCII-only slug every id and anchor used to come from, to hold existing ones stable. */
const previous = (input: string) =>
  input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'item';

describe('ids from titles', () => {
  it('transliterate non-English titles instead of falling back to "item"', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Привет, мир')).toBe('privet-mir');
    expect(slugify('Γειά σου Κόσμε')).toBe('geia-soy-kosme');
    expect(slugify('こんにちは世界')).toBe('konnichiha-shi-jie');
    expect(slugify('東京タワーへの旅')).toBe('dong-jing-tawaheno-lu');
    expect(slugify('Łódź & Ærø')).toBe('lodz-aero');
  });

  it('are URL-safe ASCII of at most 60 characters, and "item" when nothing is left', () => {
    for (const title of ['Hello, Wörld!  Again', 'Ελληνικά '.repeat(20), '🎉🎉', '  --  '])
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-?$/);
    expect(slugify('Hello, Wörld!  Again')).toBe('hello-world-again');
    expect(slugify('Ελληνικά '.repeat(20)).length).toBeLessThanOrEqual(60);
    expect(slugify('🎉 launch')).toBe('tada-launch');
    expect(slugify(' — !! ')).toBe('item');
  });

  it('stay what they were for every seeded post, category, tag and author', () => {
    const names = [
      ...seedPosts.map((p) => p.title),
      ...seedCategories.map((c) => c.name),
      ...seedTags.map((t) => t.name),
      ...seedAuthors.map((a) => a.name),
    ];
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(slugify(name), name).toBe(previous(name));
    for (const p of seedPosts) expect(postId(p)).toBe(previous(p.title));
  });
});

describe('heading anchors', () => {
  it('keep the letters of every script and are unique within an article', () => {
    const { headings, html } = withHeadingIds(
      '<h2>Straße</h2><h2>Привет, мир</h2><h3>Γειά σου</h3><h2>東京タワー</h2><h2>東京タワー</h2>',
    );
    expect(headings.map((h) => h.id)).toEqual(['straße', 'привет-мир', 'γειά-σου', '東京タワー', '東京タワー-2']);
    expect(html).toContain('<h2 id="привет-мир">Привет, мир</h2>');
  });

  it('keep kana with voiced marks and Cyrillic й whole', () => {
    expect(headingAnchor('がんばれ')).toBe('がんばれ');
    expect(headingAnchor('Мой город')).toBe('мой-город');
  });

  it('stay what they were for ASCII and accented Latin headings, including every seeded heading', () => {
    for (const text of ["Q&A: what's next?", 'Café culture', 'Why it matters', 'ＡＢＣ', '  Spaces -- and dashes  '])
      expect(headingAnchor(text), text).toBe(previous(text));
    let count = 0;
    for (const p of seedPosts) {
      for (const m of p.content.matchAll(/<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi)) {
        const text = htmlToText(m[3]!);
        expect(headingAnchor(text), text).toBe(previous(text));
        count++;
      }
    }
    expect(count).toBeGreaterThan(20);
  });
});
