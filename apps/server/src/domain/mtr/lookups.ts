import { and, eq, sql } from 'drizzle-orm';
import { MTR_LOOKUP_KINDS, type MtrSystem, type MtrEnvironment, type MtrLookupKind } from '@ecopeso/shared/mtr';
import { HOTEL_DEFAULT_MAPPING } from '@ecopeso/shared/mtr-mapping';
import { type MtrLookupItem, type MtrLookups, type MtrLookupSyncResult } from '@ecopeso/shared/mtr-settings';
import type { Db } from '../../db/client.ts';
import { mtrLookupItems, mtrLookupLinks, mtrLookupSyncs } from '../../db/schema.ts';
import type { ErrorReason } from '@ecopeso/shared/errors';
import { AppError } from '../app-error.ts';
import { MtrSystemError, type MtrLookupLinkKind } from './state-systems/adapter.ts';
import { getMtrMapping } from './mapping.ts';
import { exchangeCollector, saveExchanges } from './exchanges.ts';
import type { MtrRuntime } from './runtime.ts';
import { getMtrSettings, resolveConnection } from './settings.ts';

/** An error of the state system as the API shows it: 503 when it could not be reached, 502-like otherwise (400). */
export function systemFailure(err: MtrSystemError): AppError {
  const said = err.systemMessage ? ` The system said: "${err.systemMessage}"` : '';
  const detail = (reason: ErrorReason) => ({ reason, params: { said: err.systemMessage ?? '' } });
  switch (err.kind) {
    case 'timeout':
      return new AppError('deadline-exceeded', `The MTR system did not answer in time.${said}`, detail('mtr-timeout'));
    case 'unreachable':
      return new AppError('unavailable', `The MTR system could not be reached.${said}`, detail('mtr-unreachable'));
    case 'credentials-refused':
      return new AppError(
        'invalid-argument',
        `The MTR system refused the stored credentials.${said}`,
        detail('mtr-credentials-refused'),
      );
    case 'password-or-unit-refused':
      return new AppError(
        'invalid-argument',
        `The MTR system refused the password or the generator's unit code (it does not say which).${said}`,
        detail('mtr-password-or-unit-refused'),
      );
    case 'endpoint-disabled':
      return new AppError(
        'invalid-argument',
        `The MTR system switched this sign-in off.${said}`,
        detail('mtr-signin-disabled'),
      );
    case 'not-supported':
      return new AppError('invalid-argument', `${err.message}${said}`, detail('mtr-not-supported'));
    case 'unit-refused':
      return new AppError(
        'invalid-argument',
        `The MTR system refused a unit code (a CNPJ where a unit code goes?).${said}`,
        detail('mtr-unit-refused'),
      );
    default:
      return new AppError('unavailable', `The MTR system answered with an error.${said}`, detail('mtr-system-error'));
  }
}

/**
 * Reads the lookup lists (all six unless some are named) from the client's system and replaces the stored ones of that system and
 * environment, each with its sync time. The calls are made first, outside any transaction; one short
 * transaction then swaps the lists.
 */
export async function syncMtrLookups(
  db: Db,
  runtime: MtrRuntime,
  clientId: string,
  kinds: readonly MtrLookupKind[] = MTR_LOOKUP_KINDS,
): Promise<MtrLookupSyncResult> {
  const resolved = await resolveConnection(db, runtime, clientId);
  const { collected, onExchange } = exchangeCollector();
  const adapter = runtime.adapter(resolved.connection, onExchange);
  const lists: [MtrLookupKind, MtrLookupItem[]][] = [];
  try {
    for (const kind of MTR_LOOKUP_KINDS.filter((k) => kinds.includes(k))) {
      lists.push([kind, await adapter.lookupList(kind)]);
    }
  } catch (err) {
    await saveExchanges(db, clientId, null, collected);
    if (err instanceof MtrSystemError) throw systemFailure(err);
    throw err;
  }
  const { system, environment } = resolved;
  // The dependent lists: classes for each IBAMA code the client's mapping uses, packaging for each physical state.
  // A key the system answers with an error is left out (its rule is then not checked for it); a system that cannot
  // be reached for them keeps what was stored, and one that serves none stores none.
  const links = new Map<MtrLookupLinkKind, Map<string, string[]>>();
  const fetchLinks = async (kind: MtrLookupLinkKind, keys: Iterable<string>) => {
    const byKey = new Map<string, string[]>();
    for (const key of keys) {
      try {
        byKey.set(key, await adapter.dependentList(kind, key));
      } catch (err) {
        // A system that serves no such list (no source shows one in the second family): nothing to check against.
        if (err instanceof MtrSystemError && err.kind === 'not-supported') return;
        if (!(err instanceof MtrSystemError) || err.kind !== 'system-error' || err.unreadable) throw err;
      }
    }
    links.set(kind, byKey);
  };
  try {
    if (kinds.includes('classes')) {
      const mapping = await getMtrMapping(db, clientId);
      await fetchLinks(
        'class-by-waste',
        new Set([...mapping.map((m) => m.ibamaCode), ...HOTEL_DEFAULT_MAPPING.map((d) => d.ibamaCode)]),
      );
    }
    const states = lists.find(([kind]) => kind === 'physicalStates')?.[1];
    if (kinds.includes('packaging') && states) {
      await fetchLinks(
        'packaging-by-state',
        states.map((st) => st.code),
      );
    }
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
    links.clear();
  }
  await saveExchanges(db, clientId, null, collected);
  const syncedAt = new Date();
  await db.transaction(async (tx) => {
    // Only the keys read are replaced: another client of the same system may have synced other IBAMA codes.
    for (const [kind, byKey] of links) {
      for (const [key, codes] of byKey) {
        await tx
          .delete(mtrLookupLinks)
          .where(
            and(
              eq(mtrLookupLinks.system, system),
              eq(mtrLookupLinks.environment, environment),
              eq(mtrLookupLinks.kind, kind),
              eq(mtrLookupLinks.key, key),
            ),
          );
        const rows = [...new Set(codes)].map((code) => ({ system, environment, kind, key, code }));
        if (rows.length) await tx.insert(mtrLookupLinks).values(rows);
      }
    }
    for (const [kind, items] of lists) {
      const key = and(
        eq(mtrLookupItems.system, system),
        eq(mtrLookupItems.environment, environment),
        eq(mtrLookupItems.kind, kind),
      );
      await tx.delete(mtrLookupItems).where(key);
      const unique = [...new Map(items.map((i) => [i.code, i])).values()];
      if (unique.length) {
        await tx.insert(mtrLookupItems).values(unique.map((i) => ({ system, environment, kind, ...i })));
      }
      await tx
        .insert(mtrLookupSyncs)
        .values({ system, environment, kind, count: unique.length, syncedAt })
        .onConflictDoUpdate({
          target: [mtrLookupSyncs.system, mtrLookupSyncs.environment, mtrLookupSyncs.kind],
          set: { count: sql`excluded.count`, syncedAt: sql`excluded.synced_at` },
        });
    }
  });
  return {
    system,
    environment,
    lists: lists.map(([kind, items]) => ({
      kind,
      count: new Set(items.map((i) => i.code)).size,
      syncedAt: syncedAt.toISOString(),
    })),
  };
}

/** The stored lists of a system and environment. */
export async function readLookups(
  db: Db,
  system: MtrSystem,
  environment: MtrEnvironment,
): Promise<Map<MtrLookupKind, MtrLookupItem[]>> {
  const rows = await db
    .select()
    .from(mtrLookupItems)
    .where(and(eq(mtrLookupItems.system, system), eq(mtrLookupItems.environment, environment)))
    .orderBy(mtrLookupItems.kind, mtrLookupItems.code);
  const lists = new Map<MtrLookupKind, MtrLookupItem[]>(MTR_LOOKUP_KINDS.map((k) => [k, []]));
  for (const r of rows) {
    lists
      .get(r.kind as MtrLookupKind)
      ?.push({ code: r.code, description: r.description, abbreviation: r.abbreviation });
  }
  return lists;
}

/** The dependent lists of a system and environment, by kind and key (an IBAMA code, a physical state's code). */
export type LookupLinks = Map<MtrLookupLinkKind, Map<string, string[]>>;

/** The stored dependent lists; a kind never synced is absent (its rule is then not checked). */
export async function readLookupLinks(db: Db, system: MtrSystem, environment: MtrEnvironment): Promise<LookupLinks> {
  const rows = await db
    .select()
    .from(mtrLookupLinks)
    .where(and(eq(mtrLookupLinks.system, system), eq(mtrLookupLinks.environment, environment)));
  const links: LookupLinks = new Map();
  for (const r of rows) {
    const kind = r.kind as MtrLookupLinkKind;
    const byKey = links.get(kind) ?? new Map<string, string[]>();
    links.set(kind, byKey);
    byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.code]);
  }
  return links;
}

/** The lists of the client's system and environment, each with its sync time (empty until a first sync). */
export async function getMtrLookups(db: Db, clientId: string): Promise<MtrLookups> {
  const settings = await getMtrSettings(db, clientId);
  if (!settings.system || !settings.environment) return { system: null, environment: null, lists: [] };
  const { system, environment } = settings;
  const lists = await readLookups(db, system, environment);
  const syncs = await db
    .select()
    .from(mtrLookupSyncs)
    .where(and(eq(mtrLookupSyncs.system, system), eq(mtrLookupSyncs.environment, environment)));
  return {
    system,
    environment,
    lists: MTR_LOOKUP_KINDS.map((kind) => {
      const sync = syncs.find((s) => s.kind === kind);
      const items = lists.get(kind) ?? [];
      return { kind, syncedAt: sync?.syncedAt.toISOString() ?? null, count: items.length, items };
    }),
  };
}
