// @vitest-environment happy-dom
/**
 * Opening and saving a document in the editor must give back the same HTML: every seeded post and
 * page, and a fixture holding every element and attribute the sanitiser keeps, go through the
 * editor's schema and the server's sanitiser and come back HTML-equivalent.
 */
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from '@/admin/editor/content/extensions';
import { sanitizeRichHtml } from '@/server/sanitize';
import { HIGHLIGHT_COLORS, RICH_ELEMENTS } from '@/shared/rich-content';
import { seedPages } from '../../scripts/seed/pages';
import { seedPosts } from '../../scripts/seed/posts';
import { seedSnippets } from '../../scripts/seed/snippets';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** What the editor saves for stored HTML, after the server's sanitiser (the real save path). */
function roundTrip(html: string): string {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  const out = sanitizeRichHtml(editor.getHTML());
  editor.destroy();
  editor = null;
  return out;
}

/** A canonical form for comparing HTML: parsed, attributes sorted, styles normalised, list items unwrapped. */
function canonical(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  // TipTap wraps a list item's text in a paragraph; the two are rendered identically.
  doc.querySelectorAll('li > p:only-child').forEach((p) => p.replaceWith(...p.childNodes));
  const walk = (node: Node): string => {
    if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ');
    if (node.nodeType !== 1) return '';
    const el = node as Element;
    const attrs = [...el.attributes]
      .map((a) => [a.name, a.name === 'style' ? a.value.replace(/\s+/g, '').replace(/;$/, '') : a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('');
    return `<${el.tagName.toLowerCase()}${attrs}>${[...el.childNodes].map(walk).join('')}</${el.tagName.toLowerCase()}>`;
  };
  return [...doc.body.childNodes].map(walk).join('').replace(/>\s+</g, '><').trim();
}

/** One document holding every element and attribute the content model allows. */
const EVERYTHING = [
  '<h1 style="text-align: center">Heading one</h1><h2>Heading two</h2><h3 style="text-align: right">Heading three</h3><h4>Heading four</h4>',
  '<p style="text-align: justify">Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s>, <code>inline code</code>, a line<br>break and ',
  '<a href="https://example.com/page" title="Example" target="_blank" rel="noopener noreferrer">a link</a> and <a href="/about">a site link</a>.</p>',
  ...HIGHLIGHT_COLORS.map(
    (c) => `<p><mark data-color="${c.value}" style="background-color: ${c.value}; color: inherit">${c.name} highlight</mark></p>`,
  ),
  '<blockquote><p>A quote</p></blockquote>',
  '<pre><code class="language-ts">const a = 1;\nconst b = 2;</code></pre><pre><code>plain block</code></pre>',
  '<ul><li><p>One</p></li><li><p>Two</p><ul><li><p>Nested</p></li></ul></li></ul>',
  '<ol start="3"><li><p>Three</p></li><li><p>Four</p></li></ol>',
  '<hr>',
  '<p>Everyone reads this.</p><hr data-paywall=""><p>Paying readers read this.</p>',
  '<p><img src="/api/upload/image/abc123" alt="A chart" title="Chart" width="480" height="270" data-align="center"></p>',
  '<p><img src="https://images.example.com/photo.jpg" alt="Left" data-align="left"><img src="/images/seed/x.jpg" alt="Right" width="200" data-align="right"></p>',
  '<div data-video-embed=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" title="Embedded video" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="" frameborder="0"></iframe></div>',
  '<div data-video-embed=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" title="Embedded video" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="" frameborder="0"></iframe></div>',
  '<div data-video-embed=""><iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" title="Embedded video" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="" frameborder="0"></iframe></div>',
].join('');

describe('the editor keeps every element the server stores', () => {
  it('the fixture covers every element of the content model', () => {
    const used = new Set(
      [...new DOMParser().parseFromString(EVERYTHING, 'text/html').body.querySelectorAll('*')].map((el) =>
        el.tagName.toLowerCase(),
      ),
    );
    expect([...Object.keys(RICH_ELEMENTS)].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('the fixture survives the sanitiser unchanged (nothing in it is refused)', () => {
    expect(canonical(sanitizeRichHtml(EVERYTHING))).toBe(canonical(EVERYTHING));
  });

  it('opening and saving the fixture gives back the same HTML', () => {
    const stored = sanitizeRichHtml(EVERYTHING);
    expect(canonical(roundTrip(stored))).toBe(canonical(stored));
  });

  it('saving twice changes nothing more', () => {
    const once = roundTrip(sanitizeRichHtml(EVERYTHING));
    expect(roundTrip(once)).toBe(once);
  });

  it.each(seedPosts.map((p) => [p.title, p.content] as const))('seeded post "%s" round-trips', (_title, content) => {
    const stored = sanitizeRichHtml(content);
    expect(canonical(roundTrip(stored))).toBe(canonical(stored));
  });

  it.each(seedPages.map((p) => [p.title, p.content] as const))('seeded page "%s" round-trips', (_title, content) => {
    const stored = sanitizeRichHtml(content);
    expect(canonical(roundTrip(stored))).toBe(canonical(stored));
  });

  it.each(seedSnippets.map((s) => [s.name, s.content] as const))('starter snippet "%s" round-trips', (_name, content) => {
    const stored = sanitizeRichHtml(content);
    expect(canonical(roundTrip(stored))).toBe(canonical(stored));
  });

  it('stores allowfullscreen as the boolean attribute HTML defines, whatever value it arrived with', () => {
    const old = '<div data-video-embed=""><iframe src="https://player.vimeo.com/video/1" allowfullscreen="true"></iframe></div>';
    expect(sanitizeRichHtml(old)).toMatch(/ allowfullscreen(="")?>/);
    expect(sanitizeRichHtml(old)).not.toContain('allowfullscreen="true"');
  });

  it('editing one word changes only that word', () => {
    const stored = sanitizeRichHtml(EVERYTHING);
    editor = new Editor({ extensions: editorExtensions(), content: stored });
    let pos = -1;
    editor.state.doc.descendants((node, at) => {
      if (pos < 0 && node.isText && node.text?.startsWith('A quote')) pos = at + 'A quote'.length;
    });
    editor.chain().setTextSelection(pos).insertContent(' edited').run();
    const saved = sanitizeRichHtml(editor.getHTML());
    expect(canonical(saved)).toBe(canonical(stored.replace('A quote', 'A quote edited')));
  });
});
