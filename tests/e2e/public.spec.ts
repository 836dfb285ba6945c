/** The prebuilt reader pages, checked against the seeded demo content. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { postId, seedPosts } from '../../scripts/seed/posts';
import { seedAuthors, seedCategories, seedTags } from '../../scripts/seed/taxonomy';
import { seedPages } from '../../scripts/seed/pages';
import { adminToken } from './helpers/admin';

const published = seedPosts.filter((p) => (p.status ?? 'published') === 'published');
const draft = seedPosts.find((p) => p.status === 'draft')!;
const typography = seedPosts.find((p) => postId(p) === 'typography-is-the-interface')!;
const design = seedCategories.find((c) => c.id === 'design')!;
const elena = seedAuthors.find((a) => a.id === 'elena-marsh')!;
const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function siteTitle(page: Page): Promise<string> {
  return (await (await page.request.get('/api/settings')).json()).data.title;
}

/** The dates of the cards in a list, newest expected first. */
async function datesIn(list: Locator): Promise<number[]> {
  return (await list.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))).map((d) => Date.parse(d));
}

const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

test.describe('layout', () => {
  test('header, footer and titles', async ({ page }) => {
    const title = await siteTitle(page);
    await page.goto('/about');
    await expect(page).toHaveTitle(`About | ${title}`);
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Categories', 'About', 'Contact'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const aiTools = nav.getByRole('button', { name: 'AI Tools' });
    await expect(aiTools).toHaveAttribute('aria-expanded', 'false');
    await aiTools.click();
    await expect(aiTools).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Story Writer/ })).toHaveAttribute('href', '/story-writer');
    await expect(nav.getByRole('link', { name: /Vision Weaver/ })).toHaveAttribute('href', '/vision-weaver');
    await expect(nav.getByRole('link', { name: /Pathfinder/ })).toHaveAttribute('href', '/pathfinder');
    await page.keyboard.press('Escape');
    await expect(aiTools).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /Story Writer/ })).toBeHidden();

    const footer = page.getByRole('contentinfo');
    for (const column of ['AI Tools', 'Company', 'Legal'])
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/inkwell');
    await expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/inkwell');
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${title}`)).toBeVisible();
  });

  test('the mobile menu slides in with the links and a Search button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/categories');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Categories', 'About', 'Contact', 'Story Writer', 'Vision Weaver', 'Pathfinder'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Search' })).toHaveAttribute('data-open-search', '');
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the theme persists across reloads and is applied before the page paints', async ({ page }) => {
    // Records <html>'s classes at the moment <body> is parsed, before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle theme (dark mode)' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toMatch(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    // Client-side navigation keeps the theme too.
    await page.getByRole('banner').getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Topics' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.getByRole('banner').getByRole('button', { name: 'Toggle theme (dark mode)' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('home', () => {
  test('composition: tabs, featured post, trending, latest, topics, authors, newsletter, sidebar', async ({ page }) => {
    const title = await siteTitle(page);
    await page.goto('/');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);

    const tabs = page.getByRole('navigation', { name: 'Topics' }).getByRole('link');
    await expect(tabs.first()).toHaveText('For you');
    await expect(tabs).toHaveCount(seedCategories.length + 1);
    for (const c of seedCategories) await expect(tabs.filter({ hasText: c.name })).toHaveAttribute('href', `/category/${c.id}`);

    // The main post is the newest featured one.
    const featured = (await (await page.request.get('/api/posts?featured=true&limit=50')).json()).data as {
      title: string;
      publishedDate: string;
    }[];
    const newestFeatured = [...featured].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))[0]!;
    await expect(page.locator('#featured-title')).toHaveText(newestFeatured.title);

    const trending = page.getByRole('region', { name: 'Trending' }).getByRole('listitem');
    await expect(trending).toHaveCount(6);
    const likes = (await trending.locator('text=/\\d+ likes/').allTextContents()).map((t) => Number(t.match(/\d+/)![0]));
    expect(likes).toHaveLength(6);
    expect(nonIncreasing(likes)).toBe(true);

    const latest = page.getByRole('region', { name: 'Latest Posts' });
    await expect(latest.getByRole('article')).toHaveCount(6);
    await expect(latest.getByRole('heading', { name: newestFeatured.title })).toHaveCount(0);
    expect(nonIncreasing(await datesIn(latest.getByRole('article')))).toBe(true);

    const topics = page.getByRole('region', { name: 'Discover More Topics' }).getByRole('article');
    await expect(topics).toHaveCount(4);
    await expect(topics.first()).toContainText(/\d+ Articles?/);

    const authors = page.getByRole('region', { name: 'Featured Authors' }).getByRole('article');
    await expect(authors).toHaveCount(3);
    const counts = (await authors.allTextContents()).map((t) => Number(t.match(/(\d+) articles?/)![1]));
    expect(nonIncreasing(counts)).toBe(true);
    // Cards shorten follower counts: 1,234 reads 1.2k; under 1,000 stays as is.
    for (const text of await authors.allTextContents()) expect(text).toMatch(/· (\d{1,3}|\d+(\.\d)?k) followers/);

    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();

    const sidebar = page.getByRole('complementary', { name: 'More to explore' });
    const sideFeatured = sidebar.getByRole('region', { name: 'Featured' }).getByRole('heading', { level: 3 });
    expect(await sideFeatured.count()).toBeLessThanOrEqual(4);
    await expect(sideFeatured).toHaveCount(Math.min(4, featured.length));
    expect(await sidebar.getByRole('region', { name: 'Recommended topics' }).getByRole('link').count()).toBe(
      Math.min(8, seedTags.length),
    );
    await expect(sidebar.getByRole('region', { name: 'Who to follow' }).getByRole('listitem')).toHaveCount(3);
  });

  test('Latest Posts pages with Previous and Next', async ({ page }) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest Posts' });
    const pager = page.getByRole('navigation', { name: 'Latest posts pages' });
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const firstPage = await latest.getByRole('heading', { level: 3 }).allTextContents();
    const firstDates = await datesIn(latest.getByRole('article'));

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/page\/2\/?#latest-posts$/);
    const secondPage = await latest.getByRole('heading', { level: 3 }).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(6);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    const secondDates = await datesIn(latest.getByRole('article'));
    expect(Math.max(...secondDates)).toBeLessThanOrEqual(Math.min(...firstDates));

    await page.getByRole('navigation', { name: 'Latest posts pages' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/#latest-posts$/);
    expect(await latest.getByRole('heading', { level: 3 }).allTextContents()).toEqual(firstPage);
  });
});

test.describe('post page', () => {
  const path = `/post/${postId(typography)}`;

  test('header, meta, side panel, tags, contents and related posts', async ({ page }) => {
    const title = await siteTitle(page);
    await page.goto(path);
    await expect(page).toHaveTitle(`${typography.title} | ${title}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(typography.title);
    const article = page.locator('article[data-post-id]');
    await expect(article.getByRole('link', { name: design.name, exact: true }).first()).toHaveAttribute(
      'href',
      `/category/${design.id}`,
    );
    await expect(article.getByText(typography.excerpt, { exact: true })).toBeVisible();
    const header = article.locator('header').first();
    await expect(header.getByRole('link', { name: 'David Okafor' })).toHaveAttribute('href', '/author/david-okafor');
    await expect(header.locator('time')).toHaveText(LONG_DATE);
    await expect(header.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(article.getByRole('img', { name: typography.title })).toBeVisible();
    await expect(page.getByText('Draft Preview')).toHaveCount(0);

    const panel = page.getByRole('complementary', { name: 'About this article' });
    const bio = seedAuthors.find((a) => a.id === 'david-okafor')!.bio;
    await expect(panel.getByText(`${bio.slice(0, 40)}...`)).toBeVisible();
    await expect(panel.getByText(/^\d+ Comments?$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /Save/ })).toBeVisible();

    const tags = page.getByRole('list', { name: 'Tags' });
    for (const id of typography.tagIds)
      await expect(tags.getByRole('link', { name: seedTags.find((t) => t.id === id)!.name })).toHaveAttribute(
        'href',
        `/tag/${id}`,
      );

    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    const entries = toc.getByRole('link');
    const headings = (typography.content.match(/<h[23][^>]*>/g) ?? []).length;
    await expect(entries).toHaveCount(headings);
    for (const href of await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      await expect(page.locator(`[data-article-body] ${href}`)).toHaveCount(1);
    }

    const related = page.getByRole('region', { name: 'Related Posts' }).getByRole('article');
    await expect(related).toHaveCount(3);
    await expect(related.filter({ hasText: typography.title })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Continue Reading' })).toBeHidden();
  });

  test('contents list scrolls to a heading with an 80 px offset and highlights it', async ({ page }) => {
    await page.goto(path);
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    const third = toc.getByRole('link').nth(2);
    const id = (await third.getAttribute('href'))!.slice(1);
    await third.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => Math.abs(el.getBoundingClientRect().top - 80) < 2))
      .toBe(true);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('[aria-current="true"]')).toHaveCount(1);
  });

  test('reading progress: bar and a percentage ring between 5 and 95 %', async ({ page }) => {
    await page.goto(path);
    const ring = page.getByRole('progressbar', { name: 'Reading progress' });
    await expect(ring).toBeHidden();
    await page.locator('[data-article-body] h2').nth(2).scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const body = document.querySelector('[data-article-body]')!;
      const top = body.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top + (body.clientHeight - window.innerHeight) / 2);
    });
    await expect(ring).toBeVisible();
    await expect(ring).toHaveText(/^\d+%$/);
    const pct = Number(await ring.getAttribute('aria-valuenow'));
    expect(pct).toBeGreaterThan(5);
    expect(pct).toBeLessThan(95);
    const bar = await page.locator('[data-progress-bar]').evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
    expect(bar).toBeCloseTo(pct / 100, 1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(ring).toBeHidden();
  });

  test('small screens: Continue Reading with up to 3 posts, no percentage ring', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const more = page.getByRole('region', { name: 'Continue Reading' });
    await expect(more).toBeVisible();
    const cards = more.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    // Same category first.
    await expect(cards.first().getByRole('link', { name: design.name, exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toBeHidden();
  });

  test('search-engine and social metadata', async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', typography.excerpt);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^${typography.title}`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/seed\/typography-is-the-interface\.jpg$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@type': 'Article', headline: typography.title, author: { name: 'David Okafor' } });
  });

  test('an unknown post shows "Post not found" with a link home', async ({ page }) => {
    await page.goto('/post/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  test('a draft is "Post not found" to readers and a Draft Preview to admins', async ({ page }) => {
    const id = postId(draft);
    await page.goto(`/post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();

    const token = await adminToken(page.request);
    await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
    await page.reload();
    await expect(page.getByText('Loading post...').or(page.getByRole('heading', { level: 1, name: draft.title }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByText('Draft Preview')).toBeVisible();
    await expect(page.getByText(draft.excerpt)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${draft.title} \\| `));
  });
});

test.describe('categories, tags and authors', () => {
  test('/categories lists every topic with its count and the staff picks', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Topics' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'All topics' }).getByRole('article');
    await expect(cards).toHaveCount(seedCategories.length);
    for (const c of seedCategories) {
      const card = cards.filter({ has: page.getByRole('heading', { name: c.name, exact: true }) });
      await expect(card.getByText(c.description)).toBeVisible();
      await expect(card.getByText(/^\d+ Articles?$/)).toBeVisible();
      // Served through the image CDN, from the category's own image.
      await expect(card.locator('img')).toHaveAttribute(
        'src',
        new RegExp(`url=${encodeURIComponent(c.imageUrl).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&`),
      );
    }
    const picks = page.getByRole('complementary', { name: 'Staff Picks' });
    const count = await picks.getByRole('heading', { level: 3 }).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    await expect(picks.getByRole('link', { name: 'Explore all articles' })).toHaveAttribute('href', '/');
  });

  test('a category: name, description, story count, related topics, newest first', async ({ page }) => {
    await page.goto(`/category/${design.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${design.name} \\| `));
    await expect(page.getByRole('heading', { level: 1, name: design.name })).toBeVisible();
    await expect(page.getByText(design.description)).toBeVisible();
    const stories = page.getByRole('region', { name: 'Stories' }).getByRole('article');
    const n = await stories.count();
    await expect(page.getByText(n === 1 ? '1 STORY' : `${n} STORIES`, { exact: true })).toBeVisible();
    expect(n).toBeLessThanOrEqual(10);
    const pager = page.getByRole('navigation', { name: 'Stories pages' });
    await expect(pager.getByText('Page 1 of 1')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    for (const p of published.filter((p) => p.categoryId === design.id))
      await expect(stories.getByRole('heading', { name: p.title })).toBeVisible();
    expect(nonIncreasing(await datesIn(stories))).toBe(true);
    const topics = page.getByRole('heading', { name: 'Related Topics' }).locator('..').getByRole('link');
    for (const id of new Set(published.filter((p) => p.categoryId === design.id).flatMap((p) => p.tagIds))) {
      await expect(topics.filter({ hasText: seedTags.find((t) => t.id === id)!.name })).toHaveAttribute('href', `/tag/${id}`);
    }
  });

  test('a tag: #name and its stories', async ({ page }) => {
    await page.goto('/tag/typography');
    await expect(page.getByRole('heading', { level: 1, name: '#Typography' })).toBeVisible();
    const stories = page.getByRole('region', { name: 'Stories' }).getByRole('article');
    const n = await stories.count();
    expect(n).toBeGreaterThan(0);
    await expect(page.getByText(n === 1 ? '1 STORY' : `${n} STORIES`, { exact: true })).toBeVisible();
    await expect(stories.getByRole('heading', { name: typography.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related Topics' })).toHaveCount(0);
  });

  test('an author: avatar, bio, followers, article count and posts', async ({ page }) => {
    await page.goto(`/author/${elena.id}`);
    await expect(page.getByRole('heading', { level: 1, name: elena.name })).toBeVisible();
    await expect(page.getByText(elena.bio)).toBeVisible();
    // In full on the author's own page (1,234); cards and the side panel shorten it (1.2k).
    await expect(page.getByText(`${elena.followers.toLocaleString('en-US')} followers`)).toBeVisible();
    const posts = page.getByRole('region', { name: `Articles by ${elena.name}` }).getByRole('article');
    const n = await posts.count();
    expect(n).toBeGreaterThanOrEqual(published.filter((p) => p.authorId === elena.id).length);
    await expect(page.getByText(`${n} published ${n === 1 ? 'article' : 'articles'}`)).toBeVisible();
    // Through the Image CDN, at the size shown.
    const avatar = new URL((await page.getByRole('main').locator('header img').getAttribute('src')) ?? '', page.url());
    expect(avatar.pathname).toBe('/.netlify/images');
    expect(avatar.searchParams.get('url')).toBe(elena.avatarUrl);
  });

  for (const [path, heading] of [
    ['/category/no-such-topic', 'Category not found'],
    ['/tag/no-such-tag', 'Tag not found'],
    ['/author/no-such-writer', 'Author Not Found'],
    ['/no-such-page', '404 - Page Not Found'],
  ] as const) {
    test(`${path} answers 404 with "${heading}"`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
  test('the category not-found page links to all categories', async ({ page }) => {
    await page.goto('/category/no-such-topic');
    await expect(page.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/categories');
  });
});

test.describe('about, contact and static pages', () => {
  test('about: our story, counters and the team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    const team = page.getByRole('region', { name: 'Meet the Team' }).getByRole('article');
    await expect(team).toHaveCount(seedAuthors.length);
    const counter = (label: string) => page.locator('dl div').filter({ hasText: label }).locator('dd');
    await expect(counter('Talented Authors')).toHaveText(String(seedAuthors.length));
    await expect(counter('Topics Covered')).toHaveText(String(seedCategories.length));
    expect(Number(await counter('Articles Published').textContent())).toBeGreaterThanOrEqual(published.length);
  });

  test('contact: details and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const details = page.getByRole('region', { name: 'Contact details' });
    for (const label of ['Office', 'Email', 'Phone']) await expect(details.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  for (const slug of ['privacy', 'terms']) {
    test(`/${slug} shows the stored page`, async ({ page }) => {
      const stored = seedPages.find((p) => p.slug === slug)!;
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: stored.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${stored.title} \\| `));
    });
  }
});

test.describe('search page', () => {
  test('without a query it asks for one', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    await expect(page.getByText('Start your search.')).toBeVisible();
  });

  test('finds published posts by words in their body, case-insensitively', async ({ page }) => {
    await page.goto('/search?q=TYPE%20SCALE');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    await expect(page.getByText(/^\d+ results? for "TYPE SCALE"$/)).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: typography.title })).toHaveAttribute(
      'href',
      `/post/${postId(typography)}`,
    );
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('TYPE SCALE');
  });

  test('no match: "No results found" and a way to browse categories; drafts never match', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(draft.title)}`);
    await expect(page.getByText(`0 results for "${draft.title}"`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Topics' })).toBeVisible();
  });

  test('the search form runs a new search', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('Lisbon');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=Lisbon$/);
    await expect(
      page.getByRole('article').getByRole('link', { name: 'Forty-Eight Hours in Lisbon Without a Plan' }),
    ).toBeVisible();
  });
});

test('sitemap and RSS list the published posts only', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const rss = await (await request.get('/rss.xml')).text();
  for (const p of published) expect(sitemap).toContain(`/post/${postId(p)}</loc>`);
  expect(sitemap).not.toContain(`/post/${postId(draft)}<`);
  expect(rss).toContain(`<title>${[...published].sort((a, b) => a.daysAgo - b.daysAgo)[0]!.title}</title>`);
  expect(rss).not.toContain(draft.title);
});
