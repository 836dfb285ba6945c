/**
 * What History records of a route's successful write (DESIGN.md, Staff accounts and History). A
 * staff or admin route is recorded by default: the action and target come from the changes its
 * service reported, else from the path and the answer. A route names its own action where the
 * default would say less (`user.role_changed`), opts in where anyone may call it (ending a session),
 * or opts out with `false` where the write is one step of an action recorded elsewhere. A handler
 * may add to the note through its answer (`ok(data, { audit })`), e.g. the settings it changed.
 */
import type { UserRecord } from '@/shared/records';
import type { AuditTarget } from '@/shared/types';
import { isStaff, roleOf } from '@/shared/roles';
import type { AuditNote } from '../services/audit';
import { auditOfAnswer, changesOf } from './respond';

/** A fixed action, or one worked out from the request and the answer's `data`. */
export type AuditPolicy = false | string | ((ctx: AuditContext, data: AnswerData) => AuditNote | string | null);

export interface AuditContext {
  method: string;
  url: URL;
  params: Record<string, string>;
  input: unknown;
  user: UserRecord | null;
}
type AnswerData = Record<string, unknown> | null;

const VERBS: Record<string, string> = { POST: 'created', PUT: 'updated', DELETE: 'deleted' };
const CHANGE_VERBS: Record<string, string> = {
  added: 'created',
  updated: 'updated',
  deleted: 'deleted',
  published: 'published',
  unpublished: 'unpublished',
};
const TYPES: Record<string, string> = {
  categories: 'category',
  upload: 'image',
  contact: 'message',
  auth: 'session',
  settings: 'settings',
  import: 'import',
};

/** `/api/posts/:id` → `post`. */
export const targetTypeOf = (url: URL): string => {
  const resource = url.pathname.split('/')[2] ?? 'site';
  return TYPES[resource] ?? resource.replace(/s$/, '');
};

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const titleOf = (data: AnswerData) => (data ? (text(data.title) ?? text(data.name) ?? text(data.email)) : null);

function defaultNote(ctx: AuditContext, data: AnswerData, res: Response): AuditNote {
  const change = changesOf(res)[0];
  if (change)
    return {
      action: `${change.entity}.${CHANGE_VERBS[change.kind]}`,
      target: { type: change.entity, id: change.id, title: change.title },
    };
  const target: AuditTarget = {
    type: targetTypeOf(ctx.url),
    id: ctx.params.id ?? ctx.params.userId ?? text(data?.id) ?? null,
    title: titleOf(data),
  };
  return { action: `${target.type}.${VERBS[ctx.method] ?? 'changed'}`, target };
}

async function answerData(res: Response): Promise<AnswerData> {
  if (res.status === 204 || !res.headers.get('content-type')?.includes('json')) return null;
  try {
    const body = (await res.clone().json()) as { data?: unknown };
    return body.data && typeof body.data === 'object' && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The note a write leaves in History, or null when it leaves none. */
export async function auditNoteOf(
  access: string,
  policy: AuditPolicy | undefined,
  ctx: AuditContext,
  res: Response,
): Promise<AuditNote | null> {
  if (policy === false || ctx.method === 'GET' || res.status < 200 || res.status >= 300) return null;
  if (!ctx.user || !isStaff(roleOf(ctx.user))) return null;
  if (policy === undefined && access !== 'staff' && access !== 'admin') return null;
  const data = await answerData(res);
  const named = typeof policy === 'function' ? policy(ctx, data) : (policy ?? {});
  if (named === null) return null;
  const routeNote = typeof named === 'string' ? { action: named } : named;
  return { ...defaultNote(ctx, data, res), ...routeNote, ...auditOfAnswer(res) };
}
