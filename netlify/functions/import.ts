import { BadRequest } from '@/server/errors';
import { formFile, isMultipart, parseForm, readBody } from '@/server/http/input';
import { lambda } from '@/server/http/lambda';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { getImport, previewImport, previewUpload, putUploadPart, startImport, startUpload } from '@/server/services/imports';
import { IMPORT_LIMITS } from '@/shared/transfer';

/** The file: the raw body, or the `file` field of a multipart form (with an optional `siteUrl` field). */
async function uploaded(req: Request, url: URL): Promise<{ bytes: Uint8Array; name: string; siteUrl: string | null }> {
  const body = await readBody(req, IMPORT_LIMITS.requestBytes);
  const siteUrl = url.searchParams.get('siteUrl');
  if (!isMultipart(req)) {
    if (!body.byteLength) throw BadRequest('Send the export file as the request body or in the field "file".');
    return { bytes: body, name: url.searchParams.get('name') ?? 'upload', siteUrl };
  }
  const form = await parseForm(req, body);
  const file = formFile(form, 'file', 'An export file');
  const field = form.get('siteUrl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    name: file.name || 'upload',
    siteUrl: typeof field === 'string' ? field : siteUrl,
  };
}

const partNumber = (raw: string) => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0 || n > 9999) throw BadRequest('The part number must be 0 to 9999.');
  return n;
};

export const routes = [
  route('POST', '/api/import', 'admin', async ({ req, url }) => {
    // A file sent in parts is named by its upload id and part count; otherwise the body is the file.
    const upload = url.searchParams.get('upload');
    if (upload) {
      const parts = partNumber(url.searchParams.get('parts') ?? '');
      return created(
        await previewUpload(upload, parts, url.searchParams.get('name') ?? 'upload', url.searchParams.get('siteUrl')),
      );
    }
    const { bytes, name, siteUrl } = await uploaded(req, url);
    return created(await previewImport(bytes, name, siteUrl));
  }),
  // The file's upload is one step of the import that `POST /api/import` records.
  route('POST', '/api/import/uploads', 'admin', { audit: false }, async () => created(await startUpload())),
  route('PUT', '/api/import/uploads/:id/parts/:part', 'admin', { audit: false }, async ({ req, params }) =>
    ok(await putUploadPart(params.id, partNumber(params.part), await readBody(req, IMPORT_LIMITS.partBytes))),
  ),
  route('GET', '/api/import/:id', 'admin', async ({ params }) => ok(await getImport(params.id))),
  route('POST', '/api/import/:id/start', 'admin', { audit: 'import.started' }, async ({ params, url }) =>
    ok(await startImport(params.id, url.origin), { status: 202 }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
