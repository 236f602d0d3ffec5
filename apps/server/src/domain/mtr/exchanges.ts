import { and, desc, eq } from 'drizzle-orm';
import type { MtrExchange, MtrOperation } from '@ecopeso/shared/mtr';
import type { Db } from '../../db/client.ts';
import { mtrExchanges } from '../../db/schema.ts';
import type { ExchangeRecord } from './state-systems/adapter.ts';
import { redact } from './state-systems/redact.ts';

/** Collects a call's exchanges in memory, to be written after the call (never inside a transaction around it). */
export function exchangeCollector() {
  const collected: ExchangeRecord[] = [];
  return { collected, onExchange: (e: ExchangeRecord) => void collected.push(e) };
}

/** Keeps exchanges of a client (and of an MTR), secrets already removed by the adapter. */
export async function saveExchanges(
  db: Db,
  clientId: string,
  mtrId: string | null,
  exchanges: ExchangeRecord[],
): Promise<void> {
  if (!exchanges.length) return;
  await db.insert(mtrExchanges).values(
    exchanges.map((e) => ({
      clientId,
      mtrId,
      operation: e.operation,
      at: e.at,
      durationMs: e.durationMs,
      method: e.method,
      path: e.path,
      httpStatus: e.httpStatus,
      ok: e.ok,
      request: e.request ?? null,
      response: e.response ?? null,
      error: e.error,
    })),
  );
}

/** How many exchanges a list shows unless asked for more, and at most (an MTR's own list shows the most). */
export const EXCHANGES_LIST_DEFAULT = 50;
export const EXCHANGES_LIST_MAX = 200;

/**
 * The newest exchanges of a client, or of one of its MTRs. Shown through `redact` again, so an exchange kept before
 * a rule was added (a CPF kept whole) is shown by today's rules.
 */
export async function listExchanges(
  db: Db,
  clientId: string,
  options: { mtrId?: string; limit?: number } = {},
): Promise<MtrExchange[]> {
  const rows = await db
    .select()
    .from(mtrExchanges)
    .where(and(eq(mtrExchanges.clientId, clientId), options.mtrId ? eq(mtrExchanges.mtrId, options.mtrId) : undefined))
    .orderBy(desc(mtrExchanges.at), desc(mtrExchanges.id))
    .limit(options.limit ?? EXCHANGES_LIST_DEFAULT);
  return rows.map((r) => ({
    id: String(r.id),
    mtrId: r.mtrId,
    operation: r.operation as MtrOperation,
    at: r.at.toISOString(),
    durationMs: r.durationMs,
    method: r.method,
    path: r.path,
    httpStatus: r.httpStatus,
    ok: r.ok,
    request: r.request === null ? null : redact(r.request),
    response: r.response === null ? null : redact(r.response),
    error: r.error,
  }));
}
