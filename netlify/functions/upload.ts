import type { Config } from '@netlify/functions';
import { UnsupportedMedia } from '@/server/errors';
import { formFile, isMultipart, parseForm, readBody } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { openImage, removeImage, saveImage, UPLOAD_REQUEST_BYTES } from '@/server/services/images';

/** The `image` field of a multipart body, read with a size cap before parsing. */
async function imageField(req: Request): Promise<Uint8Array> {
  if (!isMultipart(req)) throw UnsupportedMedia('Send the image as multipart/form-data in the field "image".');
  const form = await parseForm(req, await readBody(req, UPLOAD_REQUEST_BYTES));
  return new Uint8Array(await formFile(form, 'image', 'An image file').arrayBuffer());
}

export const routes = [
  route('POST', '/api/upload/image', 'staff', { can: 'uploads', audit: 'image.uploaded' }, async ({ req }) =>
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
