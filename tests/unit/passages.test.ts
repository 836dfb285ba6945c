import { describe, expect, it } from 'vitest';
import { lazyImages, withAltText } from '@/lib/headings';
import { paragraphAnchor, passagesOf, withAnchors } from '@/lib/passages';

const body =
  '<p>Intro about tides.</p><h2>Why it matters</h2><p id="old">The moon pulls the <em>sea</em>.</p>' +
  '<p><img src="a.png"></p><h3>Details</h3><blockquote><p>Intro about tides.</p></blockquote><p> </p>';

describe('passages', () => {
  it('cuts the body at paragraphs with text, each with its section heading and the anchor the page carries', () => {
    const passages = passagesOf(body);
    expect(passages).toEqual([
      { anchor: paragraphAnchor('Intro about tides.'), section: '', text: 'Intro about tides.' },
      { anchor: paragraphAnchor('The moon pulls the sea.'), section: 'Why it matters', text: 'The moon pulls the sea.' },
      { anchor: `${paragraphAnchor('Intro about tides.')}-2`, section: 'Details', text: 'Intro about tides.' },
    ]);
    const html = withAnchors(body).html;
    for (const p of passages) expect(html).toContain(`id="${p.anchor}"`);
    expect(html).toContain('<h2 id="why-it-matters">');
    expect(html).not.toContain('id="old"');
    expect(html).toContain('<p><img src="a.png"></p>');
  });

  it('gives the same ids however often and wherever the page is made', () => {
    const page = withAnchors(lazyImages(withAltText(body))).html;
    const again = withAnchors(lazyImages(withAltText(body))).html;
    expect(page).toBe(again);
    const anchors = passagesOf(body).map((p) => p.anchor);
    for (const a of anchors) expect(page).toContain(`id="${a}"`);
  });

  it('keeps the other paragraphs anchors when one paragraph is edited', () => {
    const before = passagesOf('<p>First.</p><p>Second.</p><p>Third.</p>').map((p) => p.anchor);
    const after = passagesOf('<p>First.</p><p>Second, edited.</p><p>Third.</p>').map((p) => p.anchor);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('never reuses an id the page has outside the body', () => {
    const clash = paragraphAnchor('Hello.');
    expect(withAnchors('<p>Hello.</p>', [clash]).html).toBe(`<p id="${clash}-2">Hello.</p>`);
  });
});
