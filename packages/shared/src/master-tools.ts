import { z } from 'zod';
import { numberedPageSchema } from './pages.ts';
import { AUDIT_ENTITIES, auditEventSchema } from './audit.ts';
import { LANGUAGES } from './languages.ts';
import { DESTINATIONS, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES } from './waste.ts';

/** Requests and answers of /app/admin/master-tools, tools 3–8 (issue 12): the server validates, the web forms reuse. */

// ---- 3. export ----

export const clientExportQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('pt') });

// ---- 4. emission factors ----

export const FACTOR_YEAR_MIN = 2000;
export const FACTOR_YEAR_MAX = 2100;
/**
 * Messages are keys of the web app's catalogues (the refusal reasons the server also gives, ui's field words), so
 * the forms that check with these schemas say why in the reader's language; {{min}}, {{max}} and {{year}} come
 * from the form.
 */
const M = {
  yearRange: 'reasons:refusal.factor-year-out-of-range',
  yearExists: 'reasons:refusal.factor-year-exists',
  number: 'ui:validation.number',
  required: 'ui:validation.required',
} as const;
const year = z.coerce
  .number(M.yearRange)
  .int(M.yearRange)
  .min(FACTOR_YEAR_MIN, M.yearRange)
  .max(FACTOR_YEAR_MAX, M.yearRange);

/**
 * Why a year cannot be opened beside the years that already have factors — outside FACTOR_YEAR_MIN..MAX, or one
 * of them — or null when it can. The web form says it before sending; the server checks it again in its transaction.
 */
export function factorYearProblem(
  candidate: number,
  years: readonly number[],
): 'factor-year-out-of-range' | 'factor-year-exists' | null {
  if (!year.safeParse(candidate).success) return 'factor-year-out-of-range';
  return years.includes(candidate) ? 'factor-year-exists' : null;
}
const SUB_TYPES = [...RECYCLABLE_SUBTYPES, ...ORGANIC_SUBTYPES] as const;
/** kg CO2e per kg: negative when the route avoids more than it emits; bounded well beyond any published factor. */
const kgCo2ePerKg = z.number(M.number).min(-100, M.number).max(100, M.number);
/** The longest source a factor takes (the form's field stops there). */
export const FACTOR_SOURCE_MAX = 500;
const source = z.string().trim().min(1, M.required).max(FACTOR_SOURCE_MAX);

export const emissionFactorSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.enum(SUB_TYPES).nullable(),
  destination: z.enum(DESTINATIONS),
  kgCo2ePerKg: z.number(),
  source: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EmissionFactor = z.infer<typeof emissionFactorSchema>;

export const emissionFactorsQuerySchema = z.object({ year: year.optional() });
export const emissionFactorsSchema = z.object({
  /** Every year with factors, newest first. */
  years: z.array(z.number().int()),
  /** The year shown: the one asked for, else the newest. */
  year: z.number().int().nullable(),
  factors: z.array(emissionFactorSchema),
});
export type EmissionFactors = z.infer<typeof emissionFactorsSchema>;

/** A new year: empty, or a copy of another year's factors (usually the previous one). */
export const createFactorYearSchema = z.object({ year, copyFrom: year.optional() });

/** The new-year form beside the years that already have factors: createFactorYearSchema, and not one of those. */
export function newFactorYearSchema(years: readonly number[]) {
  return createFactorYearSchema.refine((v) => factorYearProblem(v.year, years) !== 'factor-year-exists', {
    message: M.yearExists,
    path: ['year'],
  });
}

export const createEmissionFactorSchema = z.object({
  year,
  wasteType: z.enum(WASTE_TYPES),
  subType: z.enum(SUB_TYPES).nullable().default(null),
  destination: z.enum(DESTINATIONS),
  kgCo2ePerKg,
  source,
});
export const updateEmissionFactorSchema = z.object({ kgCo2ePerKg, source, version: z.number().int().min(1) });

// ---- 5. audit log ----

export const AUDIT_LOG_PAGE_SIZE = 25;
const isoDate = z.iso.date();
/** The longest actor text the audit log's filter takes (its field stops there). */
export const AUDIT_ACTOR_MAX = 200;
export const auditLogQuerySchema = z.object({
  actor: z.string().trim().min(1).max(AUDIT_ACTOR_MAX).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  clientId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
});
/** The audit log's filters as its form holds them: the query without its page. */
export const auditLogFilterSchema = auditLogQuerySchema.omit({ page: true });
export const auditLogPageSchema = numberedPageSchema(auditEventSchema.extend({ clientName: z.string().nullable() }));
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// ---- 6. contact inbox ----

export const CONTACT_STATUSES = ['open', 'handled', 'all'] as const;
export const contactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).default(1),
});
export const contactMessageSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  language: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_PAGE_SIZE = 20;
export const contactInboxSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const markHandledSchema = z.object({ handled: z.boolean() });

// ---- 7. site analytics ----

export const ANALYTICS_WINDOWS = [30, 90] as const;
export const siteAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_WINDOWS as readonly number[]).includes(d), 'days is 30 or 90')
    .default(30),
});
export const siteAnalyticsSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** Every day of the window, zero included, oldest first. */
  perDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  /** Public pages by views, most first (the language is read from the path prefix). */
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  languages: z.array(z.object({ language: z.enum(LANGUAGES), views: z.number().int() })),
  /** Views in the window that are not site visits: pages of the signed-in app, and paths with no page (404). */
  notCounted: z.object({ app: z.number().int(), unknown: z.number().int() }),
});
export type SiteAnalytics = z.infer<typeof siteAnalyticsSchema>;

// ---- 8. system ----

export const systemStatusSchema = z.object({
  version: z.string(),
  node: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().nullable() }),
  counts: z.object({
    clients: z.number().int(),
    users: z.number().int(),
    records: z.number().int(),
    contactMessages: z.number().int(),
    auditEvents: z.number().int(),
  }),
  jobs: z.array(
    z.object({
      job: z.string(),
      lastRun: z
        .object({
          startedAt: z.string(),
          finishedAt: z.string(),
          ok: z.boolean(),
          detail: z.record(z.string(), z.unknown()).nullable(),
        })
        .nullable(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
/** The jobs the System tab always lists, even before their first run. */
export const KNOWN_JOBS = ['licence-alerts', 'backup'] as const;
