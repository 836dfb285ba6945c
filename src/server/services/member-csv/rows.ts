/**
 * Reads a Ghost members export or a Substack subscriber list into one shape: who the member is,
 * whether they take the newsletter, and whether they were comped or paying there. Rows that cannot
 * be taken are reported by their line in the file (the header is line 1).
 */
import Papa from 'papaparse';
import { z } from 'zod';
import type { MemberImportInput, MemberImportReport } from '@/shared/types';
import { BadRequest } from '../../errors';

export type Problem = MemberImportReport['problems'][number];
export type Platform = MemberImportInput['format'];

export interface ImportRow {
  row: number;
  email: string;
  name: string;
  createdAt: string | null;
  /** Receives the newsletter there. */
  newsletter: boolean;
  /** Given a tier free there. */
  comped: boolean;
  /** The tier's name there, when the file names one. */
  tierName: string | null;
  /** Paying there. */
  paid: boolean;
  stripeCustomerId: string | null;
}

export const PLATFORM_NAMES: Record<Platform, string> = { ghost: 'Ghost', substack: 'Substack' };
/** The columns each format must have: without them the file is not that export. */
const REQUIRED: Record<Platform, string[]> = {
  ghost: ['email', 'name', 'subscribed_to_emails', 'complimentary_plan', 'stripe_customer_id'],
  substack: ['email', 'active_subscription', 'plan', 'email_disabled'],
};

const email = z.email();
const yes = (v: string | undefined) => v?.trim().toLowerCase() === 'true';
const dateOf = (v: string | undefined) => {
  const t = v ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

type Cells = Record<string, string | undefined>;

function ghostRow(c: Cells): Omit<ImportRow, 'row' | 'email'> | string {
  if (c.deleted_at?.trim()) return 'Deleted in Ghost: skipped.';
  const customer = c.stripe_customer_id?.trim() || null;
  return {
    name: c.name?.trim() ?? '',
    createdAt: dateOf(c.created_at),
    newsletter: yes(c.subscribed_to_emails),
    comped: yes(c.complimentary_plan),
    tierName: (c.tiers ?? c.products ?? '').split(',')[0]?.trim() || null,
    // Ghost's export has no status column: a member with a Stripe customer paid through Stripe.
    paid: customer !== null,
    stripeCustomerId: customer,
  };
}

function substackRow(c: Cells): Omit<ImportRow, 'row' | 'email'> {
  const active = yes(c.active_subscription);
  const comp = c.plan?.trim().toLowerCase() === 'comp';
  return {
    name: '',
    createdAt: dateOf(c.created_at),
    newsletter: !yes(c.email_disabled),
    comped: active && comp,
    tierName: null,
    paid: active && !comp,
    stripeCustomerId: null,
  };
}

export function readRows(format: Platform, csv: string): { rows: ImportRow[]; problems: Problem[] } {
  const parsed = Papa.parse<Cells>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = REQUIRED[format].filter((c) => !columns.includes(c));
  if (missing.length)
    throw BadRequest(
      `This is not a ${PLATFORM_NAMES[format]} members CSV: it has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}.`,
      undefined,
      'INVALID_CSV',
    );
  const rows: ImportRow[] = [];
  const problems: Problem[] = [];
  const firstRowOf = new Map<string, number>();
  parsed.data.forEach((cells, i) => {
    const row = i + 2;
    const address = cells.email?.trim().toLowerCase() ?? '';
    if (!email.safeParse(address).success)
      return problems.push({ row, message: `"${address}" is not an email address: skipped.` });
    const first = firstRowOf.get(address);
    if (first) return problems.push({ row, message: `The same email as row ${first}: skipped.` });
    firstRowOf.set(address, row);
    const read = format === 'ghost' ? ghostRow(cells) : substackRow(cells);
    if (typeof read === 'string') return problems.push({ row, message: read });
    rows.push({ row, email: address, ...read });
  });
  return { rows, problems };
}
