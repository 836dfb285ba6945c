import type { Config } from '@netlify/functions';
import { BadRequest, UnsupportedMedia } from '@/server/errors';
import { readBody } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { openImage, removeImage, saveImage, UPLOAD_REQUEST_BYTES } from '@/server/services/images';

/** The `image` field of a multipart body, read with a size cap before parsing. */
async function imageField(req: Request): Promise<Uint8Array> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw UnsupportedMedia('Send the image as multipart/form-data in the field "image".');
  const body = await readBody(req, UPLOAD_REQUEST_BYTES);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw BadRequest('Malformed multipart body', undefined, 'MALFORMED_MULTIPART');
  }
  const file = form.get('image');
  if (!file || typeof file === 'string')
    throw BadRequest('An image file is required in the field "image".', [{ field: 'image', msg: 'An image file is required' }]);
  return new Uint8Array(await file.arrayBuffer());
}

export const routes = [
  route('POST', '/api/upload/image', 'staff', { can: 'uploads' }, async ({ req }) =>
    created(await saveImage(await imageField(req))),
  ),
  route('GET', '/api/upload/image/:id', 'public', async ({ params }) => {
    const image = await openImage(params.id);
    return new Response(image.body, {
      headers: {
        'content-type': image.contentType,
        ...(image.size === undefined ? {} : { 'content-length': String(image.size) }),
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  }),
  route('DELETE', '/api/upload/image/:id', 'staff', { can: 'content.manage' }, async ({ params }) => {
    await removeImage(params.id);
    return ok({ id: params.id });
  }),
];

export const app = serve(routes);
/**
 * Request-style, unlike the other resources: a classic function must return its body as one
 * base64 string (a 4 MB image becomes 5.3 MB, near the 6 MB response limit), while this one streams
 * the stored bytes as they are. Readers get images through the Image CDN, which fetches each
 * original once and caches it, so the per-call cost of Request-style functions under `netlify dev`
 * does not matter here.
 */
export default app;
export const config: Config = { path: ['/api/upload/image', '/api/upload/image/*'] };
