import { z } from 'zod';
import { WASTE_TYPES } from './waste.ts';

/** The two helpers built on the MTRs: weighed versus declared per month, and the DMR of a period. */

// ---- weighed versus declared, DMR ----

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export const weighedVsDeclaredQuerySchema = z.object({
  /** 'YYYY-MM', inclusive; the last 12 months when absent. */
  from: yearMonth.optional(),
  to: yearMonth.optional(),
  contractId: z.uuid().optional(),
});
export const weighedVsDeclaredRowSchema = z.object({
  contractId: z.string(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  receiverName: z.string(),
  month: z.string(),
  weighedKg: z.number(),
  /** Kilos on the month's MTRs (by shipment date): issued, received or certified; drafts, cancelled and tests left out. */
  declaredKg: z.number(),
  differenceKg: z.number(),
  /** Difference over weighed, in %; null when nothing was weighed. */
  differencePct: z.number().nullable(),
  flagged: z.boolean(),
  mtrCount: z.number().int(),
});
export type WeighedVsDeclaredRow = z.infer<typeof weighedVsDeclaredRowSchema>;
export const weighedVsDeclaredSchema = z.object({
  from: z.string(),
  to: z.string(),
  thresholdPct: z.number(),
  rows: z.array(weighedVsDeclaredRowSchema),
});
export type WeighedVsDeclared = z.infer<typeof weighedVsDeclaredSchema>;

/** DMR periods: quarters (SINIR, São Paulo) or semesters (Minas Gerais). */
export const dmrQuerySchema = z.object({
  year: z.coerce.number<string>().int().min(2020).max(2100),
  /** 1–4 for a quarter, 1–2 for a semester. */
  period: z.coerce.number<string>().int().min(1).max(4),
  lang: z.enum(['pt', 'en', 'es']).default('pt'),
});
export const dmrRowSchema = z.object({
  receiverName: z.string(),
  receiverCnpj: z.string(),
  ibamaCode: z.string(),
  ibamaDescription: z.string().nullable(),
  treatmentCode: z.string().nullable(),
  treatmentDescription: z.string().nullable(),
  quantityKg: z.number(),
  mtrCount: z.number().int(),
});
export type DmrRow = z.infer<typeof dmrRowSchema>;
export const dmrSchema = z.object({
  periodKind: z.enum(['quarter', 'semester']),
  year: z.number().int(),
  period: z.number().int(),
  from: z.string(),
  to: z.string(),
  rows: z.array(dmrRowSchema),
  totalKg: z.number(),
});
export type Dmr = z.infer<typeof dmrSchema>;

/** Quarter, or semester where the state files the DMR by semester (Minas Gerais). */
export function dmrPeriodKind(state: string | null): 'quarter' | 'semester' {
  return state === 'MG' ? 'semester' : 'quarter';
}

/** First and last day ('YYYY-MM-DD') of a DMR period. */
export function dmrPeriodDates(
  kind: 'quarter' | 'semester',
  year: number,
  period: number,
): { from: string; to: string } {
  const months = kind === 'quarter' ? 3 : 6;
  const startMonth = (period - 1) * months + 1;
  const endMonth = startMonth + months - 1;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(startMonth)}-01`, to: `${year}-${pad(endMonth)}-${pad(lastDay)}` };
}
