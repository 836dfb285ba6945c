/** Request parsing: JSON and multipart bodies with a size cap, zod validation into the error body. */
import type { z } from 'zod';
import { LIMITS } from '@/shared/limits';
import { BadRequest, TooLarge, UnsupportedMedia } from '../errors';

export async function readBody(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw TooLarge();
  const buf = new Uint8Array(await req.arrayBuffer());
  if (buf.byteLength > maxBytes) throw TooLarge();
  return buf;
}

export const isMultipart = (req: Request) => /^multipart\/form-data\s*;/i.test(req.headers.get('content-type') ?? '');

/** A multipart form, parsed from `body` (read with its cap first); a 400 when it does not parse. */
export async function parseForm(req: Request, body: Uint8Array): Promise<FormData> {
  try {
    return await new Response(body as BodyInit, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw BadRequest('Malformed multipart body', undefined, 'MALFORMED_MULTIPART');
  }
}

/** The file in the form's `field`; a 400 naming the field when it is missing or not a file. */
export function formFile(form: FormData, field: string, what: string): File {
  const file = form.get(field);
  if (!file || typeof file === 'string')
    throw BadRequest(`${what} is required in the field "${field}".`, [{ field, msg: `${what} is required` }]);
  return file;
}

export async function readJson(req: Request, maxBytes: number = LIMITS.jsonBodyBytes): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (type && !type.includes('application/json')) throw UnsupportedMedia('Send the body as application/json');
  const raw = new TextDecoder().decode(await readBody(req, maxBytes));
  if (!raw.trim()) throw BadRequest('Request body is required');
  try {
    return JSON.parse(raw);
  } catch {
    throw BadRequest('Malformed JSON body', undefined, 'MALFORMED_JSON');
  }
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const res = schema.safeParse(value);
  if (res.success) return res.data;
  const errors = res.error.issues.map((i) => ({ field: i.path.join('.') || 'body', msg: i.message }));
  throw BadRequest(errors.map((e) => e.msg).join(', '), errors);
}

export function clientIp(req: Request, context?: { ip?: string }): string {
  return (
    context?.ip ||
    req.headers.get('x-nf-client-connection-ip') ||
    req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'local'
  );
}
