import { beforeAll, describe, expect, it } from 'vitest';
import { app as settingsFn } from '../../netlify/functions/settings';
import { app as buildStatusFn } from '../../netlify/functions/build-status';
import { settingsKeys as keys } from '@/server/repos/settings';
import { deleteKey, getJSON } from '@/server/storage/store';
import { makeUser } from './helpers/users';

type Handler = (req: Request) => Promise<Response>;
const call = (handler: Handler, method: string, path: string, token?: string, body?: unknown) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

let admin: string;
let reader: string;

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  reader = (await makeUser()).token;
});

describe('site settings', () => {
  it('answers the defaults when nothing is stored', async () => {
    await deleteKey(keys.settings);
    const res = await call(settingsFn, 'GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        title: 'Inkwell',
        description: 'A modern blogging platform for creators and readers',
        logoLightUrl: '',
        logoDarkUrl: '',
        twitterUrl: 'https://twitter.com',
        githubUrl: 'https://github.com',
        timezone: 'UTC',
        webAnalytics: 'on',
        emailTracking: 'aggregate',
        paymentGraceDays: 7,
        requireStaff2fa: false,
        staffDeviceVerification: false,
      },
    });
  });

  it('takes the stored snake_case form, keeps it, and answers camelCase', async () => {
    const stored = {
      title: 'The Quill',
      description: 'Stories worth reading',
      logo_light_url: '/api/upload/image/light.png',
      logo_dark_url: 'data:image/png;base64,iVBORw0KGgo=',
      twitter_url: 'https://twitter.com/quill',
      github_url: 'https://github.com/quill',
      timezone: 'Europe/Lisbon',
      web_analytics: 'off',
      email_tracking: 'off',
      payment_grace_days: 14,
    };
    const camel = {
      title: 'The Quill',
      description: 'Stories worth reading',
      logoLightUrl: '/api/upload/image/light.png',
      logoDarkUrl: 'data:image/png;base64,iVBORw0KGgo=',
      twitterUrl: 'https://twitter.com/quill',
      githubUrl: 'https://github.com/quill',
      timezone: 'Europe/Lisbon',
      webAnalytics: 'off',
      emailTracking: 'off',
      paymentGraceDays: 14,
      requireStaff2fa: false,
      staffDeviceVerification: false,
    };
    const saved = await call(settingsFn, 'PUT', '/api/settings', admin, stored);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual(camel);
    // Rules the client left out are kept as they were (off).
    expect(await getJSON(keys.settings)).toEqual({ ...stored, require_staff_2fa: false, staff_device_verification: false });
    expect((await (await call(settingsFn, 'GET', '/api/settings')).json()).data).toEqual(camel);
  });

  it('lists every problem in one answer and keeps what was stored', async () => {
    const before = await getJSON(keys.settings);
    const res = await call(settingsFn, 'PUT', '/api/settings', admin, {
      title: '',
      description: '',
      twitter_url: 'not a url',
      logo_light_url: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    const fields = ((await res.json()).errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['description', 'logo_light_url', 'title', 'twitter_url']);
    expect(await getJSON(keys.settings)).toEqual(before);
  });

  it('keeps the stored time zone when a client leaves it out, and refuses one that is not a zone', async () => {
    const { timezone: _kept, ...older } = {
      title: 'The Quill',
      description: 'Stories worth reading',
      twitter_url: 'https://twitter.com/quill',
      github_url: 'https://github.com/quill',
      timezone: '',
    };
    expect((await call(settingsFn, 'PUT', '/api/settings', admin, { ...older, timezone: 'America/Chicago' })).status).toBe(200);
    const saved = await call(settingsFn, 'PUT', '/api/settings', admin, older);
    expect((await saved.json()).data.timezone).toBe('America/Chicago');
    const bad = await call(settingsFn, 'PUT', '/api/settings', admin, { ...older, timezone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: 'timezone', msg: 'Choose a time zone from the list.' }]);
    expect((await (await call(settingsFn, 'GET', '/api/settings')).json()).data.timezone).toBe('America/Chicago');
  });

  it('keeps the grace period when a client leaves it out, and refuses one that is not 0 to 60 whole days', async () => {
    const base = { title: 'The Quill', description: 'Stories worth reading' };
    expect((await call(settingsFn, 'PUT', '/api/settings', admin, { ...base, payment_grace_days: 3 })).status).toBe(200);
    expect((await (await call(settingsFn, 'PUT', '/api/settings', admin, base)).json()).data.paymentGraceDays).toBe(3);
    for (const days of [-1, 61, 2.5, '7', null]) {
      const bad = await call(settingsFn, 'PUT', '/api/settings', admin, { ...base, payment_grace_days: days });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors).toEqual([
        { field: 'payment_grace_days', msg: 'The grace period is a whole number of days from 0 to 60.' },
      ]);
    }
    expect((await (await call(settingsFn, 'GET', '/api/settings')).json()).data.paymentGraceDays).toBe(3);
  });

  it('lets only admins change settings', async () => {
    const body = { title: 'Mine', description: 'Taken over' };
    expect((await call(settingsFn, 'PUT', '/api/settings', undefined, body)).status).toBe(401);
    expect((await call(settingsFn, 'PUT', '/api/settings', reader, body)).status).toBe(403);
    expect((await (await call(settingsFn, 'GET', '/api/settings')).json()).data.title).not.toBe('Mine');
  });
});

describe('build status', () => {
  it('tells admins when a rebuild was last requested and whether a hook is set', async () => {
    await call(settingsFn, 'PUT', '/api/settings', admin, { title: 'Rebuilt', description: 'After a save' });
    const res = await call(buildStatusFn, 'GET', '/api/build-status', admin);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.configured).toBe(Boolean(process.env.BUILD_HOOK_URL));
    expect(Date.now() - Date.parse(data.lastRequestedAt)).toBeLessThan(60_000);
    expect((await call(buildStatusFn, 'GET', '/api/build-status', reader)).status).toBe(403);
  });
});
