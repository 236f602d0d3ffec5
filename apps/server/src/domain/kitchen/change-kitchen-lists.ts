import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dayInZone } from '@ecopeso/shared/dates';
import {
  LOSS_REASON_KINDS,
  tareStartRefusal,
  type kitchenSettingsSchema,
  type newContainerSchema,
  type newTareSchema,
  type renameSchema,
} from '@ecopeso/shared/kitchen-lists';
import type { AuditEntity } from '@ecopeso/shared/audit';
import type { Db } from '../../db/client.ts';
import { clients, containers, containerTares, foodItems, lossReasons } from '../../db/schema.ts';
import type { Change, ClientChange } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { readClient } from '../clients/read-client.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';

/**
 * Changes to a client's kitchen lists (issue 26): containers and their tares, loss reasons, food items, and which are
 * required. Each in one transaction with its audit event. Who may: the route's capability (`kitchen:manage`) and
 * client check. Entries are deactivated, never deleted: records keep what they name.
 */

/**
 * A new client's list of loss reasons: the food-loss stages' kinds (LOSS_REASON_KINDS), as the migration gave every
 * client that existed before.
 */
export async function startLossReasons(tx: Db, clientId: string): Promise<void> {
  await tx.insert(lossReasons).values(LOSS_REASON_KINDS.map((kind) => ({ clientId, kind })));
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A name already used by another entry of the same list of the client: 400 with its reason (409 `aborted` is this
 * API's "edited from a stale version").
 */
async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('invalid-argument', 'Another entry of this list already has this name.', {
        reason: 'kitchen-name-taken',
      });
    }
    throw err;
  }
}

async function clientZone(tx: Db, clientId: string): Promise<string> {
  return (await readClient(tx, clientId, { timezone: clients.timezone })).timezone;
}

/** A new container with its first tare, applying from today on the client's clock. */
export async function createContainer({
  db,
  actor,
  clientId,
  input,
  now = new Date(),
}: ClientChange<z.output<typeof newContainerSchema>> & { now?: Date }) {
  return namedOnce(() =>
    db.transaction(async (tx) => {
      const fromDay = dayInZone(await clientZone(tx, clientId), now);
      const [row] = await tx.insert(containers).values({ clientId, name: input.name }).returning();
      await tx
        .insert(containerTares)
        .values({ clientId, containerId: row!.id, fromDay, tareKg: input.tareKg, createdBy: actor.id });
      const after = { name: row!.name, tareKg: input.tareKg, fromDay };
      await writeAuditEvent(tx, { actor, clientId, entity: 'container', entityId: row!.id, action: 'create', after });
      return { id: row!.id };
    }),
  );
}

/**
 * A container's new tare from `fromDay`: refused (400, `tare-in-past`) before today on the client's clock or on or
 * before a day its tares already start — records keep the tare they were weighed with.
 */
export async function addTare({
  db,
  actor,
  clientId,
  containerId,
  input,
  now = new Date(),
}: ClientChange<z.output<typeof newTareSchema>> & { containerId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const today = dayInZone(await clientZone(tx, clientId), now);
    const [container] = await tx
      .select({ id: containers.id })
      .from(containers)
      .where(and(eq(containers.clientId, clientId), eq(containers.id, containerId)))
      .for('update');
    if (!container) throw new AppError('not-found', 'Container not found.');
    const existing = await tx
      .select({ fromDay: containerTares.fromDay })
      .from(containerTares)
      .where(and(eq(containerTares.clientId, clientId), eq(containerTares.containerId, containerId)));
    if (tareStartRefusal(input.fromDay, today, existing)) {
      throw new AppError('invalid-argument', 'A new tare starts today or later, after the latest tare.', {
        reason: 'tare-in-past',
      });
    }
    await tx
      .insert(containerTares)
      .values({ clientId, containerId, fromDay: input.fromDay, tareKg: input.tareKg, createdBy: actor.id });
    await writeAuditEvent(tx, {
      actor,
      clientId,
      entity: 'container',
      entityId: containerId,
      action: 'update',
      after: { tareKg: input.tareKg, fromDay: input.fromDay },
    });
  });
}

const LISTS = {
  container: containers,
  loss_reason: lossReasons,
  food_item: foodItems,
} as const satisfies Partial<Record<AuditEntity, unknown>>;
export type KitchenList = keyof typeof LISTS;

/** A new loss reason or food item of the client's own, by name. */
export async function createListEntry({
  db,
  actor,
  clientId,
  list,
  name,
}: Change<{ clientId: string; list: 'loss_reason' | 'food_item'; name: string }>) {
  const table = LISTS[list];
  return namedOnce(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(table).values({ clientId, name }).returning({ id: table.id });
      await writeAuditEvent(tx, {
        actor,
        clientId,
        entity: list,
        entityId: row!.id,
        action: 'create',
        after: { name },
      });
      return { id: row!.id };
    }),
  );
}

/**
 * Renames, deactivates or reactivates an entry of a list. A loss reason of the food-loss stages keeps its kind (named
 * in the reader's words): it is only deactivated or reactivated.
 */
export async function changeListEntry({
  db,
  actor,
  clientId,
  list,
  id,
  input: change,
}: ClientChange<z.output<typeof renameSchema>> & { list: KitchenList; id: string }) {
  const table = LISTS[list];
  return namedOnce(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          name: table.name,
          active: table.active,
          ...(list === 'loss_reason' ? { kind: lossReasons.kind } : {}),
        })
        .from(table)
        .where(and(eq(table.clientId, clientId), eq(table.id, id)))
        .for('update');
      if (!before) throw new AppError('not-found', 'Not found.');
      if (change.name !== undefined && 'kind' in before && before.kind !== null) {
        throw new AppError('invalid-argument', 'A loss reason of the food-loss stages keeps its name.');
      }
      const set = {
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.active === undefined ? {} : { active: change.active }),
      };
      if (Object.keys(set).length === 0) return;
      await tx
        .update(table)
        .set(set)
        .where(and(eq(table.clientId, clientId), eq(table.id, id)));
      await writeAuditEvent(tx, {
        actor,
        clientId,
        entity: list,
        entityId: id,
        action: change.active === false ? 'deactivate' : 'update',
        before: { name: before.name, active: before.active },
        after: set,
      });
    }),
  );
}

/** Whether every organic weighing of the client names a loss reason, a food item. */
export async function changeKitchenSettings({
  db,
  actor,
  clientId,
  input: change,
}: ClientChange<z.output<typeof kitchenSettingsSchema>>) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        requireLossReason: clients.requireLossReason,
        requireFoodItem: clients.requireFoodItem,
        foodCostPerKg: clients.foodCostPerKg,
      })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    if (!before) throw new AppError('not-found', 'Client not found.');
    await tx
      .update(clients)
      .set({ ...change, version: sql`${clients.version} + 1`, updatedAt: new Date() })
      .where(eq(clients.id, clientId));
    await writeAuditEvent(tx, {
      actor,
      clientId,
      entity: 'client',
      entityId: clientId,
      action: 'update',
      before,
      after: change,
    });
  });
}
