/** The post as an email: inlined styles, absolute links, images sized for mail, videos as links, a text part. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRecord } from '@/shared/records';
import { personalize, renderNewsletter, UNSUBSCRIBE_PLACEHOLDER } from '@/server/services/newsletter-render';

const SITE = 'https://mag.example.test';
let saved: string | undefined;
beforeAll(() => {
  saved = process.env.SITE_URL;
  process.env.SITE_URL = SITE;
});
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

const post = {
  id: 'a-letter',
  title: 'A letter & more',
  excerpt: 'What is inside',
  imageUrl: '/images/seed/hero.jpg',
  content: [
    '<p>Read <a href="/about" target="_blank" rel="noopener">about us</a>.</p>',
    '<p><img src="/api/upload/image/abc" alt="Chart" width="1600" data-align="center"></p>',
    '<div data-video-embed=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="The talk"></iframe></div>',
    '<div data-video-embed=""><iframe src="https://player.vimeo.com/video/123456" title="A short"></iframe></div>',
    '<pre><code class="language-js">const answer = 42;</code></pre>',
  ].join(''),
} as PostRecord;

describe('renderNewsletter', () => {
  let mail: ReturnType<typeof renderNewsletter>;
  let mine: ReturnType<typeof renderNewsletter>;
  beforeAll(() => {
    mail = renderNewsletter(post, { title: 'Inkwell' });
    mine = personalize(mail, `${SITE}/api/subscribers/unsubscribe?token=a.b.c`);
  });

  it('inlines the styles and keeps only the dark-mode block in <head>', () => {
    expect(mail.html).toMatch(/<pre style="[^"]*background: #1f2937[^"]*white-space: pre-wrap/);
    const styles = mail.html.match(/<style[\s\S]*?<\/style>/g) ?? [];
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('prefers-color-scheme: dark');
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('makes every link and image absolute and sizes images for a 600 px column', () => {
    expect(mail.html).toContain(`href="${SITE}/about"`);
    expect(mail.html).not.toMatch(/target="_blank"/);
    expect(mail.html).toContain(`src="${SITE}/.netlify/images?url=%2Fapi%2Fupload%2Fimage%2Fabc&amp;w=1200&amp;q=75"`);
    expect(mail.html).toContain(`src="${SITE}/.netlify/images?url=%2Fimages%2Fseed%2Fhero.jpg&amp;w=1200&amp;q=75"`);
    expect(mail.html).toMatch(/<img src="[^"]*abc[^"]*" alt="Chart" width="560" style="max-width: 100%/);
    expect(mail.html).not.toMatch(/src="\//);
  });

  it('turns videos into links to watch them, YouTube with its still image', () => {
    expect(mail.html).not.toContain('<iframe');
    expect(mail.html).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"[^>]*><img src="https:\/\/i\.ytimg\.com\/vi\/dQw4w9WgXcQ\/hqdefault\.jpg"/,
    );
    expect(mail.html).toContain('href="https://vimeo.com/123456"');
    expect(mail.text).toContain('The talk [https://www.youtube.com/watch?v=dQw4w9WgXcQ]');
  });

  it('says where to read it in a browser and how to leave, per recipient', () => {
    expect(mail.subject).toBe('A letter & more');
    expect(mail.html).toMatch(new RegExp(`<a href="${SITE}/post/a-letter"[^>]*>View in browser</a>`));
    expect(mail.html).toContain(UNSUBSCRIBE_PLACEHOLDER);
    expect(mine.html).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
    expect(mine.html).toMatch(new RegExp(`<a href="${SITE}/api/subscribers/unsubscribe\\?token=a\\.b\\.c"[^>]*>Unsubscribe</a>`));
    expect(mine.html).toContain('subscribed to the Inkwell newsletter');
  });

  it('has a readable plain-text part', () => {
    expect(mine.text).toContain('A letter & more');
    expect(mine.text).toContain('const answer = 42;');
    expect(mine.text).toContain(`about us [${SITE}/about]`);
    expect(mine.text).toContain(`Unsubscribe [${SITE}/api/subscribers/unsubscribe?token=a.b.c]`);
    expect(mine.text).not.toMatch(/<[a-z]/);
  });
});
