/** A reader's journey: account, verification, likes, saving, bookmarks, comments, newsletter, contact. */
import { expect, test, type Page } from '@playwright/test';
import { adminToken } from './helpers/admin';
import { builtPosts, newReader, signInPage, siteTitle, uniqueEmail } from './helpers/reader';
import { backdateVerification } from './helpers/store';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';
import { homeSubscribeForm } from './helpers/newsletter';

const toasts = (page: Page) => page.locator('[data-toaster]');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('account', () => {
  test('a new reader signs up, verifies with the code from the toast, signs out and signs in again', async ({
    page,
    request,
  }) => {
    const title = await siteTitle(request);
    const email = uniqueEmail('signup');
    const password = 'secret-123';

    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Nova Reader');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill('secret-124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status').getByText(`Account created successfully! Welcome to ${title}.`).first()).toBeVisible();

    // Signing up lands on the home page, with the code in the info toast.
    await page.waitForURL((url) => url.pathname === '/');
    const codeToast = toasts(page).getByText(
      new RegExp(`Verification code sent to ${email.replace(/[.+]/g, '\\$&')}\\. Your code is \\d{6}`),
    );
    await expect(codeToast).toBeVisible();
    const code = (await codeToast.textContent())!.match(/(\d{6})$/)![1]!;
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.locator('#account-menu').getByRole('link', { name: 'Verify email' }).click();
    await page.waitForURL('**/verify-email');
    await expect(codeToast).toHaveCount(1);

    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page.getByText('Please enter the full 6-digit code.')).toBeVisible();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code.slice(0, 3));
    await expect(page.getByLabel('Digit 4 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.type(code.slice(2));
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page.getByText(`Verification successful! Welcome to ${title}.`).first()).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: /Account menu/ }).click();
    const menu = page.locator('#account-menu');
    await expect(menu.getByText('Nova Reader')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Verify email' })).toBeHidden();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_data')])).toEqual([
      null,
      null,
    ]);

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('abc');
    await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a password with at least 6 characters.')).toBeVisible();
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful! Welcome back.')).toBeVisible();
    await expect(toasts(page).getByText('Login successful', { exact: true })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Account menu for Nova Reader' })).toBeVisible();
  });

  test('the sixth wrong password in a row is refused with the throttle message', async ({ page, request }) => {
    const reader = await newReader(request, 'throttle');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(reader.email);
    await page.getByLabel('Password').fill('not-the-password');
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(/too many/i);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(/too many/i);
  });

  test('verification: countdown, resend with a new code, redirect without a pending sign-up', async ({ page, request }) => {
    await page.goto('/verify-email');
    await page.waitForURL('**/login');

    const email = uniqueEmail('resend');
    const res = await request.post('/api/auth/register', { data: { name: 'Resend Reader', email, password: 'secret-123' } });
    const { token, user, verificationCode } = (await res.json()).data;
    await page.evaluate(
      ({ token, user, pending }) => {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('user_data', JSON.stringify(user));
        localStorage.setItem('pending_verification', JSON.stringify(pending));
      },
      { token, user, pending: { email, code: verificationCode } },
    );
    // The page's clock, not a real wait, runs the 30 s countdown.
    await page.clock.install();
    await page.goto('/verify-email');
    await expect(toasts(page).getByText(`Verification code sent to ${email}. Your code is ${verificationCode}`)).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/^Resend in (30|29|28)s$/)).toBeVisible();

    await page.clock.runFor(25_000);
    await expect(resend).toBeDisabled();
    await page.clock.runFor(6_000);
    await expect(resend).toBeEnabled();
    // The server keeps its own 30 s between codes: the code is made to look 31 s old to it too.
    await backdateVerification(user.id, 31_000);
    await page.clock.resume();
    await resend.click();
    const resent = toasts(page).getByText(new RegExp(`Verification code resent to .*\\. Your code is \\d{6}`));
    await expect(resent).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/^Resend in (30|29|28)s$/)).toBeVisible();
    const fresh = (await resent.textContent())!.match(/(\d{6})$/)![1]!;

    // Pasting exactly six digits fills every box.
    await page.getByLabel('Digit 1 of 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, fresh);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(fresh[5]!);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await (await request.get('/api/auth/me', { headers: auth(token) })).json()).data.isVerified).toBe(true);
  });

  test('a sign-in typed and sent before the page has finished loading still goes through', async ({ page, request }) => {
    const reader = await newReader(request, 'early');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // Hold React back so the form is used while it is still plain HTML.
    await page.route(/\/_astro\/client\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(reader.email);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page.getByText('Login successful! Welcome back.')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('Google sign-in without configuration: disabled buttons, callback fallbacks, failure message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByText('Google sign-in is not configured.')).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();

    await page.goto('/auth/callback');
    await page.waitForURL((url) => url.pathname === '/login' && !url.search);
    await page.goto('/auth/callback?code=stale-code');
    await page.waitForURL('**/login?error=oauth_failed');
    await expect(page.getByRole('alert')).toHaveText('Google sign-in failed. Please try again.');
  });

  test('an admin sees the Admin link in the account menu', async ({ page, request }) => {
    const token = await adminToken(request);
    const user = (await (await request.get('/api/auth/me', { headers: auth(token) })).json()).data;
    await signInPage(page, { token, user });
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.locator('#account-menu').getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await page.keyboard.press('Escape');
    await expect(page.locator('#account-menu')).toBeHidden();
  });
});

test.describe('on a post', () => {
  test('a guest is asked to log in to like, save and comment', async ({ page, request }) => {
    const [post] = await builtPosts(request, 1);
    await page.goto(`/post/${post!.id}`);
    await page.getByRole('button', { name: 'Like' }).click();
    await expect(toasts(page).getByText('Please log in to like posts.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByText('Please log in to save posts to your reading list.')).toBeVisible();
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await expect(page.getByPlaceholder('Please log in to leave a comment')).toBeDisabled();
    await expect(page.getByText('You must be logged in to comment.')).toBeVisible();
    await expect(page.locator('#comments').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test('a like counts once on the server, survives a reload and shows in another browser', async ({ page, request, browser }) => {
    const reader = await newReader(request, 'like');
    const [post] = await builtPosts(request, 1);
    const before: number = (await (await request.get(`/api/posts/${post!.id}`)).json()).data.likes;
    await signInPage(page, reader);
    await page.goto(`/post/${post!.id}`);
    const like = page.getByRole('button', { name: 'Like' });
    await expect(like).toContainText(String(before));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toContainText(String(before + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(like).toContainText(String(before + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    const other = await browser.newContext();
    const second = await other.newPage();
    await signInPage(second, reader);
    await second.goto(`/post/${post!.id}`);
    await expect(second.getByRole('button', { name: 'Like' })).toContainText(String(before + 1));
    await expect(second.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await other.close();

    await like.click();
    await expect(like).toContainText(String(before));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('share menu copies the link and closes on Escape or a click away', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [post] = await builtPosts(request, 1);
    await page.goto(`/post/${post!.id}`);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/post/${post!.id}`);
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeHidden();
    await expect(share).toBeFocused();
    await share.click();
    await page.mouse.click(5, 400);
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeHidden();
    // The Share button itself toggles the open menu closed.
    await share.click();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await share.click();
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeHidden();
  });

  test('saved and bookmarked posts appear on /saved and can be removed and cleared', async ({ page, request }) => {
    const reader = await newReader(request, 'saver');
    const [first, second] = await builtPosts(request, 2);
    await signInPage(page, reader);

    await page.goto(`/post/${first!.id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect(toasts(page).getByText('Added to bookmarks')).toBeVisible();
    await expect(page.locator('article header').getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/post/${second!.id}`);
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.locator('#account-menu').getByRole('link', { name: /Bookmarks/ })).toContainText('2');

    await page.goto('/saved');
    await expect(page.getByRole('heading', { name: 'Bookmarked Posts' })).toBeVisible();
    await expect(page.getByText('2 bookmarked posts')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: first!.title })).toHaveCount(2);
    await expect(main.getByRole('link', { name: second!.title })).toBeVisible();
    const readingList = page.getByRole('region', { name: 'Your Reading List' });
    await expect(readingList.getByRole('link', { name: first!.title })).toBeVisible();

    await page.getByRole('button', { name: `Remove bookmark: ${second!.title}` }).click();
    await expect(toasts(page).getByText('Removed from bookmarks')).toBeVisible();
    await expect(page.getByText('1 bookmarked post', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all bookmarks' }).click();
    await expect(page.getByText('No bookmarks yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Posts' })).toHaveAttribute('href', '/');
    await readingList.getByRole('button', { name: 'Clear reading list' }).click();
    await expect(readingList.getByText('Use Save on any post to add it to your reading list.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('No bookmarks yet')).toBeVisible();
  });

  test('a comment waits for moderation, then shows as typed, angle brackets included, once an admin approves it', async ({
    page,
    request,
  }) => {
    const reader = await newReader(request, 'commenter');
    const [post] = await builtPosts(request, 1);
    const text = `Thoughtful remark ${Date.now()}: a < b and c > d, <b>as typed</b>`;
    await signInPage(page, reader);
    await page.goto(`/post/${post!.id}`);
    const comments = page.locator('#comments');
    await comments.scrollIntoViewIfNeeded();
    const box = comments.getByRole('textbox', { name: 'Your comment' });
    const submit = comments.getByRole('button', { name: 'Post Comment' });
    await expect(box).toBeEnabled();
    await expect(submit).toBeDisabled();
    await box.fill('   ');
    await expect(submit).toBeDisabled();
    await box.fill(text);
    await submit.click();
    await expect(comments.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    await expect(comments.getByText('Success! Your comment has been submitted for moderation.')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(comments.getByText(text)).toHaveCount(0);

    const admin = await adminToken(page.request);
    const pending = (
      await (await page.request.get('/api/comments', { headers: auth(admin), params: { status: 'pending', limit: 100 } })).json()
    ).data;
    const mine = pending.find((c: { text: string }) => c.text === text);
    expect(mine).toMatchObject({ authorName: reader.name, status: 'pending' });
    expect(
      (await page.request.put(`/api/comments/${mine.id}/status`, { headers: auth(admin), data: { status: 'approved' } })).ok(),
    ).toBe(true);

    await page.reload();
    await comments.scrollIntoViewIfNeeded();
    await expect(comments.getByText(text)).toBeVisible();
    await expect(comments.getByRole('listitem').filter({ hasText: text })).toContainText(reader.name);
    await expect(comments.getByRole('listitem').filter({ hasText: text }).locator('b')).toHaveCount(0);
    await page.request.delete(`/api/comments/${mine.id}`, { headers: auth(admin) });
  });
});

test.describe('a post published after the build', () => {
  test('its fallback page offers the same like, save, bookmark, share and comment controls', async ({ page, request }) => {
    const admin = await adminToken(request);
    const category = SEEDED_CATEGORY;
    const author = SEEDED_AUTHOR;
    const created = await request.post('/api/posts', {
      headers: auth(admin),
      data: {
        title: `Fresh off the press ${Date.now()}`,
        excerpt: 'Published after the build',
        content: '<p>New words.</p>',
        authorId: author.id,
        categoryId: category.id,
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()).data;
    try {
      const reader = await newReader(request, 'fallback');
      await signInPage(page, reader);
      await page.goto(`/post/${post.id}`);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

      const like = page.getByRole('button', { name: 'Like' });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toContainText('1');
      expect((await (await request.get(`/api/posts/${post.id}`)).json()).data.likes).toBe(1);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
      await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(`/post/${post.id}`)),
      );
      await page.keyboard.press('Escape');

      const comments = page.locator('#comments');
      await comments.getByRole('textbox', { name: 'Your comment' }).fill('Quick to the fallback');
      await comments.getByRole('button', { name: 'Post Comment' }).click();
      await expect(comments.getByText('Success! Your comment has been submitted for moderation.')).toBeVisible();
    } finally {
      await request.delete(`/api/posts/${post.id}`, { headers: auth(admin) });
    }
  });

  test('its fallback page has the contents list and the reading progress of a prebuilt page', async ({ page, request }) => {
    const admin = await adminToken(request);
    const category = SEEDED_CATEGORY;
    const author = SEEDED_AUTHOR;
    const para = `<p>${'Words that take a while to read. '.repeat(60)}</p>`;
    const content = ['Soil', 'Water', 'Air'].map((h) => `<h2>${h}</h2>${para}${para}`).join('');
    const created = await request.post('/api/posts', {
      headers: auth(admin),
      data: {
        title: `Long and fresh ${Date.now()}`,
        excerpt: 'Published after the build',
        content,
        authorId: author.id,
        categoryId: category.id,
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()).data;
    try {
      await page.goto(`/post/${post.id}`);
      const toc = page.getByRole('navigation', { name: 'Table of Contents' });
      await expect(toc.getByRole('link')).toHaveText(['Soil', 'Water', 'Air']);
      const air = toc.getByRole('link', { name: 'Air' });
      await air.click();
      await expect(page).toHaveURL(/#air$/);
      await expect
        .poll(() => page.locator('#air').evaluate((el) => Math.abs(el.getBoundingClientRect().top - 80) < 2))
        .toBe(true);
      await expect(air).toHaveAttribute('aria-current', 'true');

      await page.evaluate(() => {
        const body = document.querySelector('[data-article-body]')!;
        window.scrollTo(0, body.getBoundingClientRect().top + window.scrollY + (body.clientHeight - window.innerHeight) / 2);
      });
      const ring = page.getByRole('progressbar', { name: 'Reading progress' });
      await expect(ring).toBeVisible();
      expect(Number(await ring.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
      expect(Number(await ring.getAttribute('aria-valuenow'))).toBeLessThan(95);
    } finally {
      await request.delete(`/api/posts/${post.id}`, { headers: auth(admin) });
    }
  });
});

test.describe('forms', () => {
  test('newsletter: subscribing twice says the second time that the email is already on the list', async ({ page, request }) => {
    const email = uniqueEmail('news');
    const { input, button } = await homeSubscribeForm(page);
    await input.fill(email);
    await button.click();
    await expect(button).toBeDisabled();
    await expect(toasts(page).getByText("Thanks for subscribing! You're on the list.")).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(button).toBeEnabled();
    await input.fill(email);
    await button.click();
    await expect(toasts(page).getByText('You are already subscribed!')).toBeVisible();
    await expect(input).toHaveValue('');
    await request.post('/api/subscribers/unsubscribe', { data: { email } });
  });

  test('contact: each invalid input is named in turn, then a valid message is sent trimmed', async ({ page, request }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    const name = page.getByLabel('Name', { exact: true });
    const mail = page.getByLabel('Email', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    const expectToast = async (text: string) => {
      await send.click();
      await expect(toasts(page).getByText(text, { exact: true }).last()).toBeVisible();
    };
    await expectToast('Name is required');
    await expect(name).toBeFocused();
    await name.fill('  Grace Hopper  ');
    await expectToast('Email is required');
    await mail.fill('grace-at-example');
    await expectToast('Please enter a valid email address');
    await mail.fill(`  ${email} `);
    await expectToast('Message is required');
    await message.fill('   too short   ');
    await expectToast('Message must be at least 10 characters long');
    await message.fill('  I would like to write for your magazine.  ');
    await send.click();
    await expect(toasts(page).getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(mail).toHaveValue('');
    await expect(message).toHaveValue('');

    const admin = await adminToken(request);
    const inbox = (await (await request.get('/api/contact', { headers: auth(admin), params: { limit: 100 } })).json()).data;
    const sent = inbox.find((m: { email: string }) => m.email === email);
    expect(sent).toMatchObject({ name: 'Grace Hopper', message: 'I would like to write for your magazine.' });
    await request.delete(`/api/contact/${sent.id}`, { headers: auth(admin) });
  });
});

test.describe('search overlay', () => {
  test('loads on first use, searches as you type, and closes on Escape or a click outside', async ({ page, request }) => {
    const [post] = await builtPosts(request, 1);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    const before = scripts.length;

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    const input = dialog.getByPlaceholder('Search for articles, topics, or authors...');
    await expect(input).toBeFocused();
    await expect(dialog.getByText('Find something amazing')).toBeVisible();
    await expect(dialog.getByText('Start typing to search the entire blog.')).toBeVisible();

    await input.fill('zzqxjv-nothing-matches');
    await expect(dialog.getByText('No results found')).toBeVisible();
    await expect(dialog.getByText('Try a different search query.')).toBeVisible();

    await input.fill(post!.title);
    const hit = dialog.getByRole('link', { name: new RegExp(post!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await expect(hit).toHaveAttribute('href', `/post/${post!.id}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
  });
});

test.describe('page quality', () => {
  test('a post and the home page are readable with JavaScript off, and before late scripts arrive', async ({
    browser,
    request,
  }) => {
    const [post] = await builtPosts(request, 1);
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(`/post/${post!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    await expect(page.locator('[data-article-body]')).not.toBeEmpty();
    await page.goto('/');
    await expect(page.locator('main a[href^="/post/"]').first()).toBeVisible();
    await noJs.close();

    const slow = await browser.newContext();
    const late = await slow.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await late.route(/\.m?js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await late.goto(`/post/${post!.id}`, { waitUntil: 'commit' });
    await expect(late.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    await expect(late.locator('[data-article-body]')).toBeVisible();
    release();
    await slow.close();
  });

  for (const who of ['guest', 'signed-in reader'] as const) {
    test(`layout shift on a post page stays under 0.05 for a ${who}`, async ({ page, request }) => {
      const [post] = await builtPosts(request, 1);
      if (who === 'signed-in reader') await signInPage(page, await newReader(request, 'cls'));
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`/post/${post!.id}`);
      await page.waitForLoadState('networkidle');
      // Late shifts come from fonts and islands: wait until both have settled, not for a fixed time.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestIdleCallback(r));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.05);
    });
  }
});
