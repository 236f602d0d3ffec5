import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MtrSystem, MtrEnvironment } from '@ecopeso/shared/mtr';
import type { MtrConnectionTest, MtrSettings, mtrSettingsInputSchema } from '@ecopeso/shared/mtr-settings';
import type { Uf } from '@ecopeso/shared/admin-clients';
import { mtrSystemForState } from '@ecopeso/shared/mtr-systems';
import type { Db } from '../../db/client.ts';
import { clients, mtrSettings } from '../../db/schema.ts';
import type { ClientChange } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import type { MtrConnection, MtrCredentials } from './state-systems/adapter.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { credentialsHint, openCredentials, sealCredentials } from './credentials-crypto.ts';
import type { MtrRuntime } from './runtime.ts';

type Row = typeof mtrSettings.$inferSelect;

function present(clientId: string, row: Row | undefined, state: string | null): MtrSettings {
  const stateSystem = mtrSystemForState(state as Uf | null);
  if (!row) {
    return {
      clientId,
      stateSystem,
      configured: false,
      system: null,
      environment: null,
      generatorUnitCode: null,
      responsibleName: null,
      responsibleRole: '',
      credentials: { stored: false, kind: null, hint: null },
      lastTest: null,
      version: 0,
      updatedAt: null,
    };
  }
  return {
    clientId,
    stateSystem,
    configured: true,
    system: row.system as MtrSystem,
    environment: row.environment as MtrEnvironment,
    generatorUnitCode: row.generatorUnitCode,
    responsibleName: row.responsibleName,
    responsibleRole: row.responsibleRole,
    credentials: {
      stored: row.credentialsSealed !== null,
      kind: (row.credentialsKind as MtrSettings['credentials']['kind']) ?? null,
      hint: row.credentialsHint,
    },
    lastTest: (row.lastTest as MtrConnectionTest | null) ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The client's MTR settings as a page may see them: never the credentials, only whether they are stored. */
export async function getMtrSettings(db: Db, clientId: string): Promise<MtrSettings> {
  const [client] = await db.select({ state: clients.state }).from(clients).where(eq(clients.id, clientId));
  const [row] = await db.select().from(mtrSettings).where(eq(mtrSettings.clientId, clientId));
  return present(clientId, row, client?.state ?? null);
}

const audited = (s: MtrSettings) => ({
  system: s.system,
  environment: s.environment,
  generatorUnitCode: s.generatorUnitCode,
  responsibleName: s.responsibleName,
  responsibleRole: s.responsibleRole,
  credentials: s.credentials.stored ? `${s.credentials.kind} (stored)` : 'none',
});

/**
 * Saves the settings from the version read (0: none yet; stale → 409). New credentials are sealed with the
 * runtime's key; absent ones are kept unless the system changed (a SIGOR password is no SINIR token). Audited,
 * without any secret.
 */
export async function saveMtrSettings({
  db,
  runtime,
  actor,
  clientId,
  input,
}: ClientChange<z.output<typeof mtrSettingsInputSchema>> & { runtime: MtrRuntime }): Promise<MtrSettings> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ state: clients.state })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    const [row] = await tx.select().from(mtrSettings).where(eq(mtrSettings.clientId, clientId));
    if ((row?.version ?? 0) !== input.version) {
      throw staleChange('these MTR settings');
    }
    const before = present(clientId, row, client?.state ?? null);
    const keepOld = row && row.system === input.system;
    const credentials: Partial<typeof mtrSettings.$inferInsert> = input.credentials
      ? {
          credentialsKind: input.credentials.kind,
          credentialsSealed: sealCredentials(runtime.credentialsKey, clientId, input.credentials),
          credentialsHint: credentialsHint(input.credentials),
        }
      : keepOld
        ? {}
        : { credentialsKind: null, credentialsSealed: null, credentialsHint: null };
    const values = {
      system: input.system,
      environment: input.environment,
      generatorUnitCode: input.generatorUnitCode,
      responsibleName: input.responsibleName,
      responsibleRole: input.responsibleRole,
      ...credentials,
    };
    if (row) {
      await tx
        .update(mtrSettings)
        .set({ ...values, version: sql`${mtrSettings.version} + 1`, updatedAt: new Date(), lastTest: null })
        .where(eq(mtrSettings.clientId, clientId));
    } else {
      await tx.insert(mtrSettings).values({ clientId, ...values });
    }
    const [saved] = await tx.select().from(mtrSettings).where(eq(mtrSettings.clientId, clientId));
    const after = present(clientId, saved, client?.state ?? null);
    await writeAuditEvent(tx, {
      actor,
      entity: 'mtr_settings',
      entityId: clientId,
      action: row ? 'update' : 'create',
      before: row ? audited(before) : null,
      after: audited(after),
      clientId,
    });
    return after;
  });
}

export interface ResolvedConnection {
  connection: MtrConnection;
  system: MtrSystem;
  environment: MtrEnvironment;
  responsibleName: string;
}

/** Why a client cannot talk to its system yet, in the outcome vocabulary of "Testar conexão". */
export class NotReady extends AppError {
  readonly outcome: 'not-configured' | 'no-credentials';
  constructor(outcome: 'not-configured' | 'no-credentials') {
    super(
      'invalid-argument',
      outcome === 'not-configured'
        ? 'This client has no MTR system configured yet.'
        : 'No credentials are stored for this client’s MTR system (or they were sealed with another key).',
    );
    this.outcome = outcome;
  }
}

/** The client's connection with its credentials opened; throws NotReady when something is missing. */
export async function resolveConnection(db: Db, runtime: MtrRuntime, clientId: string): Promise<ResolvedConnection> {
  const [row] = await db
    .select({ s: mtrSettings, cnpj: clients.cnpj })
    .from(mtrSettings)
    .innerJoin(clients, eq(clients.id, mtrSettings.clientId))
    .where(eq(mtrSettings.clientId, clientId));
  if (!row) throw new NotReady('not-configured');
  const credentials: MtrCredentials | null = row.s.credentialsSealed
    ? openCredentials(runtime.credentialsKey, clientId, row.s.credentialsSealed)
    : null;
  if (!credentials) throw new NotReady('no-credentials');
  const system = row.s.system as MtrSystem;
  const environment = row.s.environment as MtrEnvironment;
  return {
    system,
    environment,
    responsibleName: row.s.responsibleName,
    connection: {
      system,
      environment,
      baseUrl: await runtime.baseUrl(system, environment),
      generatorUnitCode: row.s.generatorUnitCode,
      generatorCnpj: (row.cnpj ?? '').replace(/\D/g, ''),
      credentials,
    },
  };
}

export async function saveLastTest(db: Db, clientId: string, test: MtrConnectionTest): Promise<void> {
  await db.update(mtrSettings).set({ lastTest: test }).where(eq(mtrSettings.clientId, clientId));
}
