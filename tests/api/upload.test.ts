import { beforeAll, describe, expect, it } from 'vitest';
import { app as uploadFn } from '../../netlify/functions/upload';
import { makeUser } from './helpers/users';

/** A complete 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

let admin: string;
let reader: string;

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  reader = (await makeUser()).token;
});

/** `token` null sends no Authorization header. */
function upload(file: Blob | string | null, name = 'photo.png', token: string | null = admin, field = 'image') {
  const form = new FormData();
  if (file instanceof Blob) form.append(field, file, name);
  else if (file !== null) form.append(field, file);
  return uploadFn(
    new Request('http://test/api/upload/image', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    }),
  );
}

const get = (id: string) => uploadFn(new Request(`http://test/api/upload/image/${id}`));
const del = (id: string, token = admin) =>
  uploadFn(
    new Request(`http://test/api/upload/image/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
  );

describe('image upload', () => {
  it('stores a PNG and serves the same bytes back with nosniff', async () => {
    const res = await upload(new Blob([PNG], { type: 'image/png' }));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.id).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(data.url).toBe(`/api/upload/image/${data.id}`);

    const served = await get(data.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-length')).toBe(String(PNG.byteLength));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('decides the type by the bytes, not the name or the declared type', async () => {
    const res = await upload(new Blob([GIF], { type: 'application/octet-stream' }), 'picture.bin');
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.id).toMatch(/\.gif$/);
    expect((await get(data.id)).headers.get('content-type')).toBe('image/gif');
  });

  it('refuses an SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>';
    const res = await upload(new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a text file named like a PNG', async () => {
    const res = await upload(new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'x.png');
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file that carries an image signature but is no image', async () => {
    const signatureOnly = PNG.slice(0, 8);
    const truncated = PNG.slice(0, PNG.byteLength - 20);
    const jpegLookalike = Uint8Array.from([0xff, 0xd8, 0xff, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    for (const bytes of [signatureOnly, truncated, jpegLookalike]) {
      const res = await upload(new Blob([bytes], { type: 'image/png' }));
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(body.error).toMatch(/^The file is not a readable (PNG|JPEG) image\.$/);
    }
  });

  it('answers a retried page variant of the path as the path itself', async () => {
    // netlify dev asks again for /index.htm and the like after a 403; the answer must stay 403.
    for (const path of ['/api/upload/image/index.html', '/api/upload/image/index.htm', '/api/upload/image.html']) {
      const form = new FormData();
      form.set('image', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const res = await uploadFn(
        new Request(`http://test${path}`, { method: 'POST', headers: { authorization: `Bearer ${reader}` }, body: form }),
      );
      expect(res.status).toBe(403);
    }
  });

  it('refuses images over 4 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(PNG);
    const res = await upload(new Blob([big], { type: 'image/png' }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');

    const justOver = new Uint8Array(4 * 1024 * 1024 + 1);
    justOver.set(PNG);
    const res2 = await upload(new Blob([justOver], { type: 'image/png' }));
    expect(res2.status).toBe(413);
    expect((await res2.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('asks for the image field and a multipart body', async () => {
    expect((await upload(null)).status).toBe(400);
    expect((await upload('just text')).status).toBe(400);
    expect((await upload(new Blob([PNG]), 'photo.png', admin, 'file')).status).toBe(400);
    const json = await uploadFn(
      new Request('http://test/api/upload/image', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
      }),
    );
    expect(json.status).toBe(415);
    const broken = await uploadFn(
      new Request('http://test/api/upload/image', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=nothing-here' },
        body: 'garbage',
      }),
    );
    expect(broken.status).toBe(400);
  });

  it('lets only admins upload and delete', async () => {
    expect((await upload(new Blob([PNG]), 'a.png', null)).status).toBe(401);
    expect((await upload(new Blob([PNG]), 'a.png', reader)).status).toBe(403);
    const { data } = await (await upload(new Blob([PNG]))).json();
    expect((await del(data.id, reader)).status).toBe(403);
    expect((await get(data.id)).status).toBe(200);
  });

  it('deletes an image, after which it is gone', async () => {
    const { data } = await (await upload(new Blob([PNG]))).json();
    const res = await del(data.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: data.id } });
    expect((await get(data.id)).status).toBe(404);
    expect((await del(data.id)).status).toBe(404);
    expect((await get('..%2F..%2Fdata%2Fsettings')).status).toBe(404);
  });
});
