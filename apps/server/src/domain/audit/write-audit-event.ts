import type { AuditAction, AuditEntity } from '@ecopeso/shared/audit';
import type { Db } from '../../db/client.ts';
import { auditEvents, globalAuditEvents } from '../../db/schema.ts';

/** Who did it: an actor of the request, or the system (a job, the CLI) with no user. */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

export interface AuditEventInput {
  actor: AuditActor | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The client the entity belongs to (a contract, an area, a record, the client itself); none for a user or a provider. */
  clientId?: string | null;
}

/** Keys whose values never enter the trail, at any depth: passwords, tokens, secrets, hashes. */
const SECRET_KEY = /pass(word)?|token|secret|hash|salt|otp|cookie|api[-_]?key/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

const clean = (snapshot: Record<string, unknown> | null | undefined) =>
  snapshot ? (withoutSecrets(snapshot) as Record<string, unknown>) : null;

/** What an audit event stores, its client aside: the actor's snapshot, what was done to what, before and after. */
const auditRow = (event: AuditEventInput) => ({
  actorId: event.actor?.id ?? null,
  actorName: event.actor?.name ?? null,
  actorEmail: event.actor?.email ?? null,
  action: event.action,
  entity: event.entity,
  entityId: event.entityId,
  before: clean(event.before),
  after: clean(event.after),
});

/**
 * Writes one audit event with a snapshot of its actor. Pass the transaction of the write it describes, so both
 * commit or neither does. Secrets are dropped from before/after whatever the caller passes.
 */
export async function writeAuditEvent(tx: Db, event: AuditEventInput): Promise<void> {
  const row = auditRow(event);
  if (event.clientId) await tx.insert(auditEvents).values({ ...row, clientId: event.clientId });
  else await tx.insert(globalAuditEvents).values(row);
}

/** The fields of an edit whose values differ, with both sides: what a "Histórico" lists for an update. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/**
 * Writes the audit events of one operation on many records of clients (a bulk delete, its undo) in one
 * statement, in the transaction of the change. Every event names its client.
 */
export async function writeAuditEvents(tx: Db, events: (AuditEventInput & { clientId: string })[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(events.map((event) => ({ ...auditRow(event), clientId: event.clientId })));
}
