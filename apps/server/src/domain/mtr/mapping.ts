import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  HOTEL_DEFAULT_MAPPING,
  type MtrApiSystem,
  type MtrEnvironment,
  type MtrLookupItem,
  type MtrLookupKind,
  type MtrMappingRow,
  type mtrMappingInputSchema,
  type NbrClass,
} from '@ecopeso/shared/mtr';
import type { WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { clients, clientWasteTypes, mtrSettings, mtrWasteMappings } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { readLookups } from './lookups.ts';

type Lists = Map<MtrLookupKind, MtrLookupItem[]>;

const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

function pick(lists: Lists, kind: MtrLookupKind, test: (item: MtrLookupItem) => boolean): string | null {
  return lists.get(kind)?.find(test)?.code ?? null;
}

function classCode(lists: Lists, nbr: NbrClass): string | null {
  return pick(lists, 'classes', (i) => {
    const d = squash(i.description);
    if (nbr === 'IIA') return d.includes('IIA');
    if (nbr === 'IIB') return d.includes('IIB');
    return d.includes('CLASSEI') && !d.includes('CLASSEII');
  });
}

const like = (re: RegExp) => (i: MtrLookupItem) => re.test(i.description);

/** Sensible codes for a hotel's line, found by name in the system's synced lists (null where nothing fits). */
function defaultCodes(lists: Lists, wasteType: WasteType, subType: string | null, ibamaCode: string, nbr: NbrClass) {
  const oil = ibamaCode === '200125';
  const hazardous = nbr === 'I';
  const packaging =
    oil || wasteType === 'organico' || wasteType === 'compostavel'
      ? /bombona/i
      : hazardous
        ? /tambor/i
        : wasteType === 'reciclavel'
          ? /fardo|big bag/i
          : /ca[çc]amba/i;
  const treatment = oil
    ? /reciclagem/i
    : hazardous
      ? /coprocessamento|incinera/i
      : wasteType === 'reciclavel'
        ? /reciclagem/i
        : wasteType === 'rejeito'
          ? /aterro/i
          : /compostagem/i;
  void subType;
  return {
    classCode: classCode(lists, nbr),
    physicalStateCode: pick(lists, 'physicalStates', like(oil ? /l[íi]quido/i : /s[óo]lido/i)),
    packagingCode: pick(lists, 'packaging', like(packaging)),
    unitCode: pick(lists, 'units', (i) => i.abbreviation?.toUpperCase() === 'KG' || /quilograma/i.test(i.description)),
    treatmentCode: pick(lists, 'treatments', like(treatment)),
  };
}

const key = (wasteType: string, subType: string | null) => `${wasteType}/${subType ?? ''}`;

/**
 * The client's mapping: a line per enabled waste type and per enabled sub-type, each either saved by a person or
 * Ecopeso's hotel default (IBAMA code and class from HOTEL_DEFAULT_MAPPING, codes found by name in the synced
 * lists of the client's system), plus any saved line of a type no longer enabled.
 */
export async function getMtrMapping(db: Db, clientId: string): Promise<MtrMappingRow[]> {
  const [settings] = await db
    .select({ system: mtrSettings.system, environment: mtrSettings.environment })
    .from(mtrSettings)
    .where(eq(mtrSettings.clientId, clientId));
  const lists: Lists = settings
    ? await readLookups(db, settings.system as MtrApiSystem, settings.environment as MtrEnvironment)
    : new Map();
  const wastes = new Map((lists.get('wastes') ?? []).map((w) => [w.code, w.description]));
  const types = await db
    .select({ wasteType: clientWasteTypes.wasteType, subTypes: clientWasteTypes.subTypes })
    .from(clientWasteTypes)
    .where(eq(clientWasteTypes.clientId, clientId));
  const saved = await db.select().from(mtrWasteMappings).where(eq(mtrWasteMappings.clientId, clientId));
  const savedByKey = new Map(saved.map((r) => [key(r.wasteType, r.subType || null), r]));

  const wanted: [WasteType, string | null][] = [];
  for (const t of types) {
    wanted.push([t.wasteType as WasteType, null]);
    for (const s of t.subTypes) wanted.push([t.wasteType as WasteType, s]);
  }
  for (const r of saved) {
    if (!wanted.some(([w, s]) => key(w, s) === key(r.wasteType, r.subType || null))) {
      wanted.push([r.wasteType as WasteType, r.subType || null]);
    }
  }
  const rows = wanted.map(([wasteType, subType]): MtrMappingRow => {
    const stored = savedByKey.get(key(wasteType, subType));
    if (stored) {
      const row = {
        wasteType,
        subType,
        ibamaCode: stored.ibamaCode,
        ibamaDescription: wastes.get(stored.ibamaCode) ?? null,
        nbrClass: stored.nbrClass as NbrClass,
        classCode: stored.classCode,
        physicalStateCode: stored.physicalStateCode,
        packagingCode: stored.packagingCode,
        unitCode: stored.unitCode,
        treatmentCode: stored.treatmentCode,
        isDefault: false,
        version: stored.version,
      };
      return { ...row, complete: isComplete(row) };
    }
    const preset =
      HOTEL_DEFAULT_MAPPING.find((d) => d.wasteType === wasteType && d.subType === subType) ??
      HOTEL_DEFAULT_MAPPING.find((d) => d.wasteType === wasteType && d.subType === null)!;
    const codes = defaultCodes(lists, wasteType, subType, preset.ibamaCode, preset.nbrClass);
    const row = {
      wasteType,
      subType,
      ibamaCode: preset.ibamaCode,
      ibamaDescription: wastes.get(preset.ibamaCode) ?? null,
      nbrClass: preset.nbrClass,
      ...codes,
      isDefault: true,
      version: 0,
    };
    return { ...row, complete: isComplete(row) };
  });
  return rows.sort((a, b) => key(a.wasteType, a.subType).localeCompare(key(b.wasteType, b.subType)));
}

function isComplete(
  r: Pick<MtrMappingRow, 'classCode' | 'physicalStateCode' | 'packagingCode' | 'unitCode' | 'treatmentCode'>,
) {
  return Boolean(r.classCode && r.physicalStateCode && r.packagingCode && r.unitCode && r.treatmentCode);
}

/** The line that applies to a weighing: its sub-type's line, else its type's line. */
export function mappingFor(
  rows: MtrMappingRow[],
  wasteType: string,
  subType: string | null,
): MtrMappingRow | undefined {
  return (
    (subType ? rows.find((r) => r.wasteType === wasteType && r.subType === subType) : undefined) ??
    rows.find((r) => r.wasteType === wasteType && r.subType === null)
  );
}

/** Saves the lines given, each from the version read (0 for a default; stale → 409), audited in the same transaction. */
export async function saveMtrMapping({
  db,
  actor,
  clientId,
  input,
}: {
  db: Db;
  actor: Actor;
  clientId: string;
  input: z.output<typeof mtrMappingInputSchema>;
}): Promise<MtrMappingRow[]> {
  const keys = new Set(input.rows.map((r) => key(r.wasteType, r.subType)));
  if (keys.size !== input.rows.length)
    throw new AppError('invalid-argument', 'A waste type and sub-type appear twice.');
  await db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    const before = await tx.select().from(mtrWasteMappings).where(eq(mtrWasteMappings.clientId, clientId));
    for (const r of input.rows) {
      const sub = r.subType ?? '';
      const stored = before.find((b) => b.wasteType === r.wasteType && b.subType === sub);
      if ((stored?.version ?? 0) !== r.version) {
        throw new AppError('aborted', 'Someone else changed this mapping. Reload to see their change.');
      }
      const values = {
        ibamaCode: r.ibamaCode,
        nbrClass: r.nbrClass,
        classCode: r.classCode || null,
        physicalStateCode: r.physicalStateCode || null,
        packagingCode: r.packagingCode || null,
        unitCode: r.unitCode || null,
        treatmentCode: r.treatmentCode || null,
      };
      if (stored) {
        await tx
          .update(mtrWasteMappings)
          .set({ ...values, version: sql`${mtrWasteMappings.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(mtrWasteMappings.clientId, clientId),
              eq(mtrWasteMappings.wasteType, r.wasteType),
              eq(mtrWasteMappings.subType, sub),
            ),
          );
      } else {
        await tx.insert(mtrWasteMappings).values({ clientId, wasteType: r.wasteType, subType: sub, ...values });
      }
    }
    const after = await tx.select().from(mtrWasteMappings).where(eq(mtrWasteMappings.clientId, clientId));
    const snap = (rows: typeof after) => rows.map(({ clientId: _c, updatedAt: _u, version: _v, ...rest }) => rest);
    await writeAuditEvent(tx, {
      actor,
      entity: 'mtr_mapping',
      entityId: clientId,
      action: 'update',
      before: { rows: snap(before) },
      after: { rows: snap(after) },
      clientId,
    });
  });
  return getMtrMapping(db, clientId);
}
