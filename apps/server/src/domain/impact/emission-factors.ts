import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  factorYearProblem,
  type createEmissionFactorSchema,
  type EmissionFactor,
  type EmissionFactors,
  type updateEmissionFactorSchema,
} from '@ecopeso/shared/master-tools';
import type { Db } from '../../db/client.ts';
import { emissionFactors } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';

type Row = typeof emissionFactors.$inferSelect;

const present = (r: Row): EmissionFactor => ({
  id: r.id,
  year: r.year,
  wasteType: r.wasteType as EmissionFactor['wasteType'],
  subType: r.subType as EmissionFactor['subType'],
  destination: r.destination as EmissionFactor['destination'],
  kgCo2ePerKg: Number(r.kgCo2ePerKg),
  source: r.source,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

/** What the trail keeps of a factor. */
const snapshot = (f: EmissionFactor) => ({
  year: f.year,
  wasteType: f.wasteType,
  subType: f.subType,
  destination: f.destination,
  kgCo2ePerKg: f.kgCo2ePerKg,
  source: f.source,
});

const duplicate = (year: number) =>
  new AppError('aborted', `${year} already has a factor for this type, sub-type and destination.`, {
    reason: 'factor-exists',
    params: { year: String(year) },
  });
const yearExists = (year: number) =>
  new AppError('aborted', `${year} already has emission factors.`, {
    reason: 'factor-year-exists',
    params: { year: String(year) },
  });
function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  if ('code' in err && err.code === '23505') return true;
  return 'cause' in err && isUniqueViolation(err.cause);
}

/** The years with factors (newest first) and one year's factors: the one asked for, else the newest. */
export async function listEmissionFactors(db: Db, year?: number): Promise<EmissionFactors> {
  const years = (
    await db.selectDistinct({ year: emissionFactors.year }).from(emissionFactors).orderBy(desc(emissionFactors.year))
  ).map((r) => r.year);
  const shown = year ?? years[0] ?? null;
  const rows =
    shown === null
      ? []
      : await db
          .select()
          .from(emissionFactors)
          .where(eq(emissionFactors.year, shown))
          .orderBy(
            asc(emissionFactors.wasteType),
            sql`${emissionFactors.subType} asc nulls first`,
            asc(emissionFactors.destination),
          );
  return { years, year: shown, factors: rows.map(present) };
}

/**
 * Opens a year: empty, or with a copy of another year's factors and sources. Refused, with the reason, when the year
 * already has factors (409) or the year to copy has none (404). Audited, one event per factor created.
 */
export async function createFactorYear({
  db,
  actor,
  year,
  copyFrom,
}: Change<{ year: number; copyFrom?: number }>): Promise<EmissionFactors> {
  try {
    await db.transaction(async (tx) => {
      const years = (await tx.selectDistinct({ year: emissionFactors.year }).from(emissionFactors)).map((r) => r.year);
      const problem = factorYearProblem(year, years);
      if (problem === 'factor-year-exists') throw yearExists(year);
      if (problem) {
        throw new AppError('invalid-argument', `${year} is not a year emission factors are kept for.`, {
          reason: problem,
          params: { year: String(year) },
        });
      }
      if (copyFrom === undefined) return;
      const source = await tx.select().from(emissionFactors).where(eq(emissionFactors.year, copyFrom));
      if (!source.length) {
        throw new AppError('not-found', `${copyFrom} has no emission factors to copy.`, {
          reason: 'factor-year-empty',
          params: { year: String(copyFrom) },
        });
      }
      const created = await tx
        .insert(emissionFactors)
        .values(
          source.map((f) => ({
            year,
            wasteType: f.wasteType,
            subType: f.subType,
            destination: f.destination,
            kgCo2ePerKg: f.kgCo2ePerKg,
            source: f.source,
          })),
        )
        .returning();
      for (const f of created.map(present)) {
        await writeAuditEvent(tx, {
          actor,
          entity: 'emission_factor',
          entityId: f.id,
          action: 'create',
          after: { ...snapshot(f), copiedFrom: copyFrom },
        });
      }
    });
  } catch (err) {
    // Another master opened the same year at the same moment: theirs stands.
    if (isUniqueViolation(err)) throw yearExists(year);
    throw err;
  }
  return listEmissionFactors(db, year);
}

/** Adds one factor to a year; one per year, type, sub-type and destination (409 otherwise). Audited. */
export async function createEmissionFactor({
  db,
  actor,
  input,
}: Change<{ input: z.output<typeof createEmissionFactorSchema> }>): Promise<EmissionFactor> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(emissionFactors).values(input).returning();
      const created = present(row!);
      await writeAuditEvent(tx, {
        actor,
        entity: 'emission_factor',
        entityId: created.id,
        action: 'create',
        after: snapshot(created),
      });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input.year);
    throw err;
  }
}

/** Changes a factor's value and source from the version read (409 when someone changed it since). Audited. */
export async function updateEmissionFactor({
  db,
  actor,
  id,
  input,
}: Change<{ id: string; input: z.output<typeof updateEmissionFactorSchema> }>): Promise<EmissionFactor> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emissionFactors).where(eq(emissionFactors.id, id)).for('update');
    if (!row) throw new AppError('not-found', 'Emission factor not found.');
    if (row.version !== input.version) {
      throw staleChange('this emission factor');
    }
    const before = present(row);
    const [updated] = await tx
      .update(emissionFactors)
      .set({
        kgCo2ePerKg: input.kgCo2ePerKg,
        source: input.source,
        version: sql`${emissionFactors.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(emissionFactors.id, id))
      .returning();
    const after = present(updated!);
    const changed = (['kgCo2ePerKg', 'source'] as const).filter((k) => before[k] !== after[k]);
    if (changed.length) {
      await writeAuditEvent(tx, {
        actor,
        entity: 'emission_factor',
        entityId: id,
        action: 'update',
        // The factor's identity once, beside the fields that changed.
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: {
          year: after.year,
          wasteType: after.wasteType,
          subType: after.subType,
          destination: after.destination,
          ...Object.fromEntries(changed.map((k) => [k, after[k]])),
        },
      });
    }
    return after;
  });
}
