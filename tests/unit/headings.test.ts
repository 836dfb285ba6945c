import { describe, expect, it } from 'vitest';
import { lazyImages, withAltText, withHeadingIds } from '@/lib/headings';

describe('article headings', () => {
  it('gives h2 and h3 unique ids and lists them for the contents', () => {
    const { html, headings } = withHeadingIds(
      '<h2>Why it <em>matters</em></h2><p>x</p><h3 class="a">Details</h3><h4>Skip</h4><h2>Why it matters</h2>',
    );
    expect(headings).toEqual([
      { id: 'why-it-matters', text: 'Why it matters', level: 2 },
      { id: 'details', text: 'Details', level: 3 },
      { id: 'why-it-matters-2', text: 'Why it matters', level: 2 },
    ]);
    expect(html).toBe(
      '<h2 id="why-it-matters">Why it <em>matters</em></h2><p>x</p><h3 id="details" class="a">Details</h3><h4>Skip</h4><h2 id="why-it-matters-2">Why it matters</h2>',
    );
  });

  it('replaces stored ids and avoids ids the page already uses', () => {
    const { html } = withHeadingIds('<h2 id="x" >Comments</h2>', ['comments']);
    expect(html).toBe('<h2 id="comments-2" >Comments</h2>');
  });

  it('leaves empty headings out of the contents', () => {
    expect(withHeadingIds('<h2> </h2>').headings).toEqual([]);
  });

  it('makes body images load lazily unless they say otherwise', () => {
    expect(lazyImages('<img src="a.png"><img loading="eager" src="b.png">')).toBe(
      '<img loading="lazy" decoding="async" src="a.png"><img loading="eager" src="b.png">',
    );
  });
});

describe('images in stored content', () => {
  it('get an empty alt when they have none, and keep the one they have', () => {
    expect(withAltText('<p><img src="a.png"><IMG class="x" src="b.png"></p><img src="c.png" alt="Harbour">')).toBe(
      '<p><img alt="" src="a.png"><img alt="" class="x" src="b.png"></p><img src="c.png" alt="Harbour">',
    );
  });
});
