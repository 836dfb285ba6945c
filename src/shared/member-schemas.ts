/** Input of the members routes: tiers, checkout, comps and the admin's lists. */
import { z } from 'zod';
import { LIMITS } from './limits';
import { CADENCES, MEMBER_STATUSES } from './members';
import { isSitePath } from './return-path';
import { day, required, trimmed } from './schemas';
import { listQuery } from './list-schemas';

/** Paid tiers (DESIGN.md, Members and paid content): prices in minor units, currency ISO 4217 lower case. */
const minorUnits = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of minor units` })
    .int(`${label} must be a whole number of minor units`)
    .positive(`${label} must be greater than 0`)
    .max(100_000_000, `${label} is too large`);
export const tierInput = z.object({
  name: required(LIMITS.name, 'Name'),
  description: trimmed(LIMITS.description).default(''),
  monthlyPrice: minorUnits('Monthly price'),
  yearlyPrice: minorUnits('Yearly price'),
  currency: z
    .string({ error: 'Currency is required' })
    .trim()
    .regex(/^[a-z]{3}$/, 'Currency must be a lower-case ISO 4217 code, e.g. usd'),
  benefits: z.array(trimmed(LIMITS.name).min(1, 'A benefit may not be empty')).max(20, 'At most 20 benefits').default([]),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
});

export const checkoutInput = z.object({
  tierId: required(LIMITS.name, 'Tier'),
  cadence: z.enum(CADENCES, { error: 'cadence must be month or year' }),
  /** A site path to come back to when the reader leaves checkout. */
  returnTo: z.string().trim().max(LIMITS.url).refine(isSitePath, { message: 'returnTo must be a site path' }).optional(),
});

/** An administrator gives a tier free, or takes it back (null). */
export const memberUpdateInput = z.object({
  comped: z.string().trim().min(1).max(LIMITS.name).nullable(),
});

export const memberListQuery = listQuery.extend({
  status: z.enum(MEMBER_STATUSES).optional(),
  tier: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
});
/** `from`/`to` of the members summary: days in the site's time zone; the range is checked by the service. */
export const memberSummaryQuery = z.object({ from: day.optional(), to: day.optional() });

/** Formats of member CSVs an import reads: Ghost's members export and Substack's subscriber list. */
export const MEMBER_IMPORT_FORMATS = ['ghost', 'substack'] as const;
/** A member CSV to bring in (DESIGN.md, Members: growth); `dryRun` reports what would change and changes nothing. */
export const memberImportInput = z.object({
  format: z.enum(MEMBER_IMPORT_FORMATS, { error: 'format must be ghost or substack' }),
  csv: z
    .string({ error: 'csv is required' })
    .min(1, 'The CSV is empty')
    .max(LIMITS.memberCsv, `The CSV must be at most ${LIMITS.memberCsv / 1_000_000} MB`),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
});
