import { z } from 'zod';

/**
 * One page of a numbered list (the admin lists, the audit logs, the MTRs): its items, how many the whole list holds,
 * which page this is (from 1) and how many items a page holds.
 */
export function numberedPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The page a numbered list is asked for (from 1, the first when not said) and its size (`size`, at most `max`). */
export function pageQueryShape({ max, size }: { max: number; size: number }) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(max).default(size),
  };
}

/** What a person types to search an admin list (name, e-mail, CNPJ, city…): trimmed, at most 200 characters. */
export const listSearchSchema = z.string().trim().max(200).optional();

/** Which way a sorted list runs: ascending unless asked. */
export const sortDirectionSchema = z.enum(['asc', 'desc']).default('asc');
