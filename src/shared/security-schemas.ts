/** Input of the staff-security routes: History's filters and the second-factor forms. */
import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

/** `GET /api/audit?actor&action&before&limit`: `before` is a `nextCursor` or a date. */
export const auditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9_.]*$/, 'Action must look like post.published')
    .optional(),
  before: z
    .string()
    .trim()
    .max(100)
    .refine((v) => /^\d{13}-[a-z0-9]+$/.test(v) || !Number.isNaN(Date.parse(v)), 'before must be a cursor or a date')
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof auditQuery>;
