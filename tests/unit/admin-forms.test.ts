import { describe, expect, it } from 'vitest';
import { snippetPreview, validSnippet } from '@/admin/lib/snippets';
import { DEFAULT_SNIPPET_ICON, SNIPPET_ICONS } from '@/shared/snippets';
import { addTags, tagsForSave } from '@/admin/lib/tags';

describe('snippet rules', () => {
  it('needs a name and content that are not blank after trimming; the description is optional', () => {
    expect(validSnippet({ name: '  ', description: '', icon: 'InfoIcon', content: '<p>x</p>' })).toBeNull();
    expect(validSnippet({ name: 'Box', description: '', icon: 'InfoIcon', content: '   ' })).toBeNull();
    expect(validSnippet({ name: ' Box ', description: ' ', icon: 'InfoIcon', content: ' <p>x</p> ' })).toEqual({
      name: 'Box',
      description: '',
      icon: 'InfoIcon',
      content: '<p>x</p>',
    });
  });

  it('falls back to the pen icon for an unknown icon name', () => {
    expect(validSnippet({ name: 'Box', description: '', icon: 'RocketIcon', content: '<p>x</p>' })?.icon).toBe(
      DEFAULT_SNIPPET_ICON,
    );
    expect(DEFAULT_SNIPPET_ICON).toBe('PenSquareIcon');
    expect(SNIPPET_ICONS).toHaveLength(15);
  });

  it('previews the first 100 characters of the HTML', () => {
    const html = `<p>${'a'.repeat(200)}</p>`;
    expect(snippetPreview(html)).toBe(`${html.slice(0, 100)}…`);
    expect(snippetPreview('<p>short</p>')).toBe('<p>short</p>');
  });
});

describe('tag entry', () => {
  const known = [{ id: 'react', name: 'React' }];

  it('splits on commas, ignores blanks and case-insensitive duplicates, and reuses known tags by name', () => {
    const tags = addTags([{ id: 'css', name: 'CSS' }], 'react, , css,Astro, astro', known, 1000);
    expect(tags).toEqual([
      { id: 'css', name: 'CSS' },
      { id: 'react', name: 'React' },
      { id: 'new-1002', name: 'Astro' },
    ]);
  });

  it('sends new tags by name and known ones by id and name', () => {
    expect(
      tagsForSave([
        { id: 'react', name: 'React' },
        { id: 'new-5', name: 'Astro' },
      ]),
    ).toEqual([{ id: 'react', name: 'React' }, 'Astro']);
  });
});
