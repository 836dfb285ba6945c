/** The pieces of an import that need no store: WordPress formatting, shortcodes, old paths, the image fetch's address rules. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { convertShortcodes, formatWordPress, shortcodeAttrs, wpautop } from '@/server/import/wp-format';
import { normalisePath, oldPathOf } from '@/server/import/old-paths';
import { fetchImage, isPublicAddress } from '@/server/import/fetch-image';
import { cleanHtml } from '@/server/import/clean-html';

const ctx = { attachments: { '7': { url: 'https://old.example/a.png', parent: '3' } }, postId: '3' };

describe('wpautop', () => {
  it('makes paragraphs of blank-line-separated text and line breaks of single newlines, leaving blocks alone', () => {
    expect(wpautop('One\ntwo\n\nThree')).toBe('<p>One<br />\ntwo</p>\n<p>Three</p>\n');
    expect(wpautop('<ul>\n<li>a</li>\n</ul>\n\nAfter')).toBe('<ul>\n<li>a</li>\n</ul>\n<p>After</p>\n');
    expect(wpautop('<pre>keep\n\nthis</pre>')).toContain('<pre>keep\n\nthis</pre>');
  });

  it('leaves block content (Gutenberg) without adding paragraphs, dropping the block comments', () => {
    const { html } = formatWordPress('<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->', ctx);
    expect(html.trim()).toBe('<p>Hi</p>');
  });

  it('gives implicit paragraphs to classic text between blocks only, inner blocks in their places', () => {
    const columns =
      '<!-- wp:columns --><div class="cols"><!-- wp:paragraph -->\n<p>In a column</p>\n<!-- /wp:paragraph --></div><!-- /wp:columns -->';
    expect(formatWordPress(`${columns}\n\nClassic one\n\nClassic two`, ctx).html).toBe(
      '<div class="cols">\n<p>In a column</p>\n</div><p>Classic one</p>\n<p>Classic two</p>\n',
    );
    // A closer with no opener: the rest is text, its delimiters dropped rather than wrapped in paragraphs.
    expect(formatWordPress('<!-- /wp:paragraph -->\nLoose text\n\n<!-- wp:separator /-->', ctx).html).toBe('<p>Loose text</p>\n');
  });
});

describe('shortcodes', () => {
  it('reads named, quoted and positional attributes', () => {
    expect(shortcodeAttrs(' id="1" align=\'left\' width=300 https://x.test/v')).toEqual({
      named: { id: '1', align: 'left', width: '300' },
      positional: ['https://x.test/v'],
    });
  });

  it('keeps [[escaped]] shortcodes as their text and names unknown ones', () => {
    const unknown = new Set<string>();
    expect(convertShortcodes('[[gallery]] [audio src="a.mp3"] [sic]', ctx, unknown)).toBe('[gallery] [audio src="a.mp3"] [sic]');
    expect([...unknown].sort()).toEqual(['audio', 'sic']);
  });

  it('turns a gallery without ids into the post’s attachments, and the video forms into players', () => {
    const unknown = new Set<string>();
    expect(convertShortcodes('[gallery]', ctx, unknown)).toContain('<img src="https://old.example/a.png" alt="">');
    for (const code of ['[youtube=https://www.youtube.com/watch?v=dQw4w9WgXcQ]', '[youtube id="dQw4w9WgXcQ"]'])
      expect(convertShortcodes(code, ctx, unknown)).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(convertShortcodes('[vimeo id="76979871"]', ctx, unknown)).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(convertShortcodes('[embed]https://example.org/page[/embed]', ctx, unknown)).toContain(
      '<a href="https://example.org/page">https://example.org/page</a>',
    );
    expect(unknown.size).toBe(0);
  });
});

describe('cleaning to the content model', () => {
  it('turns players from other hosts into links, and names elements the editor cannot hold', () => {
    const { html, unsupported } = cleanHtml(
      '<iframe src="https://evil.example/x"></iframe><table><tr><td>T</td></tr></table><script>x()</script>',
      {
        siteUrl: null,
        link: () => null,
        images: new Map(),
      },
    );
    expect(html).toContain('<a href="https://evil.example/x">https://evil.example/x</a>');
    expect(html).not.toMatch(/<iframe|<script|x\(\)/);
    expect(unsupported).toEqual(['iframe', 'script', 'table', 'td', 'tr']);
  });
});

describe('old paths', () => {
  it('keeps one form of a path, and the post id queries of the root', () => {
    expect(normalisePath('/2019/05/Slug')).toBe('/2019/05/slug/');
    expect(normalisePath('/caf%C3%A9/')).toBe('/café/');
    expect(normalisePath('/', '?p=12&utm=x')).toBe('/?p=12');
    expect(normalisePath('/', '?page_id=3')).toBe('/?page_id=3');
    expect(normalisePath('/', '?s=search')).toBeNull();
    expect(oldPathOf('https://www.old.example/a/b/', 'https://old.example')).toBe('/a/b/');
    expect(oldPathOf('https://elsewhere.example/a/', 'https://old.example')).toBeNull();
  });
});

describe('image fetch', () => {
  afterEach(() => {
    delete process.env.IMPORT_ALLOW_PRIVATE_HOSTS;
  });

  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses loopback, private and non-http addresses unless IMPORT_ALLOW_PRIVATE_HOSTS=1, and caps redirects', async () => {
    let hits = 0;
    const server = createServer((req, res) => {
      hits++;
      if (req.url === '/loop') {
        res.writeHead(302, { location: '/loop' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('png');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fetchImage(`${base}/a.png`)).rejects.toThrow(/not a public address/);
      await expect(fetchImage(`http://localhost:${new URL(base).port}/a.png`)).rejects.toThrow(/not a public address/);
      await expect(fetchImage('http://169.254.169.254/latest/meta-data')).rejects.toThrow(/not a public address/);
      await expect(fetchImage('file:///etc/passwd')).rejects.toThrow(/only http/);
      expect(hits).toBe(0);
      process.env.IMPORT_ALLOW_PRIVATE_HOSTS = '1';
      expect(Buffer.from(await fetchImage(`${base}/a.png`)).toString()).toBe('png');
      await expect(fetchImage(`${base}/loop`)).rejects.toThrow(/too many redirects/);
    } finally {
      server.close();
    }
  });
});
