import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';

export const pageViewSchema = z.object({
  path: z.string().startsWith('/').max(2000),
  query: z.string().max(2000).default(''),
});

/** Stores one page view: path and query only — no cookie, no IP, no user. */
export async function recordPageView(db: Db, view: z.infer<typeof pageViewSchema>): Promise<void> {
  await db.insert(pageViews).values(view);
}
