/**
 * Images reach readers through the Netlify Image CDN (`netlify dev` serves the same endpoint):
 * resized to what the page shows and as WebP; the upload function streams the original unchanged.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken } from './helpers/admin';
import { builtPosts } from './helpers/reader';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The width the browser decodes `url` to. */
const naturalWidth = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const img = new Image();
    img.src = u;
    await img.decode();
    return img.naturalWidth;
  }, url);

test('an uploaded image comes from the Image CDN resized and as WebP', async ({ page, request }) => {
  const token = await adminToken(request);
  const original = readFileSync('public/images/seed/typography-is-the-interface.jpg');
  const up = await request.post('/api/upload/image', {
    headers: auth(token),
    multipart: { image: { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: original } },
  });
  expect(up.status()).toBe(201);
  const { url, id } = (await up.json()).data;

  const cdnUrl = `/.netlify/images?url=${encodeURIComponent(url)}&w=320&fm=webp&q=75`;
  const resized = await request.get(cdnUrl);
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');
  expect((await resized.body()).length).toBeLessThan(original.length / 3);
  await page.goto('/about');
  expect(await naturalWidth(page, cdnUrl)).toBe(320);

  await request.delete(`/api/upload/image/${id}`, { headers: auth(token) });
});

test('home and post pages load their images through the Image CDN at the size shown', async ({ page, request }) => {
  const webp: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/.netlify/images') && res.headers()['content-type'] === 'image/webp') webp.push(res.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });

  for (const path of ['/', `/post/${(await builtPosts(request, 1))[0]!.id}`]) {
    await page.goto(path);
    const hero = page.locator('main img[fetchpriority="high"]').first();
    await expect(hero).toBeVisible();
    const shown = await hero.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      natural: img.naturalWidth,
      css: img.clientWidth,
    }));
    expect(new URL(shown.src).pathname, path).toBe('/.netlify/images');
    // The chosen variant fits a phone screen: not the 1200 px original.
    expect(shown.natural, path).toBeLessThan(1200);
    expect(shown.natural, path).toBeGreaterThanOrEqual(shown.css);

    // Every picture of the site's own (not generated initials) goes through the CDN.
    const direct = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs
          .map((i) => (i as HTMLImageElement).getAttribute('src') ?? '')
          .filter((s) => s.startsWith('/') && !s.startsWith('/.netlify/images')),
      );
    expect(direct, path).toEqual([]);
  }
  expect(webp.length).toBeGreaterThan(1);
});
