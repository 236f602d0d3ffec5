import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type MtrSystem, type MtrEnvironment, type MtrLookupKind, type NbrClass } from '@ecopeso/shared/mtr';
import { HOTEL_DEFAULT_MAPPING, type MtrMappingRow, type mtrMappingInputSchema } from '@ecopeso/shared/mtr-mapping';
import { type MtrLookupItem } from '@ecopeso/shared/mtr-settings';
import {
  HAZARD_DEFAULTS,
  isHazardousIbamaCode,
  mtrLineProblems,
  mtrUnitKind,
  treatmentDestination,
  type HazardFields,
  type PackingGroup,
  type RuleContext,
  type RuleLine,
} from '@ecopeso/shared/mtr-rules';
import type { Destination, WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { clients, clientWasteTypes, mtrSettings, mtrWasteMappings } from '../../db/schema.ts';
import type { ClientChange } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { readLookupLinks, readLookups, type LookupLinks } from './lookups.ts';

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

type Preset = (typeof HOTEL_DEFAULT_MAPPING)[number];

/**
 * Sensible codes for a hotel's line, found by name in the system's synced lists (null where nothing fits): the
 * preset's unit and treatment (our destination), a liquid state for oil, and a packaging the system allows for
 * that state when its dependent list is synced.
 */
function defaultCodes(lists: Lists, links: LookupLinks, preset: Preset) {
  const oil = preset.ibamaCode === '200125';
  const hazardous = preset.nbrClass === 'I';
  const physicalStateCode = pick(lists, 'physicalStates', like(oil ? /^l[íi]quido/i : /^s[óo]lido/i));
  const wanted =
    oil || preset.wasteType === 'organico' || preset.wasteType === 'compostavel'
      ? /bombona/i
      : hazardous
        ? /tambor/i
        : preset.wasteType === 'reciclavel'
          ? /fardo|big bag/i
          : /ca[çc]amba/i;
  const allowed = physicalStateCode ? links.get('packaging-by-state')?.get(physicalStateCode) : undefined;
  const packaging = (lists.get('packaging') ?? []).filter((i) => !allowed || allowed.includes(i.code));
  return {
    classCode: classCode(lists, preset.nbrClass),
    physicalStateCode,
    packagingCode: packaging.find(like(wanted))?.code ?? packaging[0]?.code ?? null,
    unitCode: pick(lists, 'units', (i) => mtrUnitKind(i) === preset.unit),
    treatmentCode: pick(lists, 'treatments', (i) => treatmentDestination(i.description) === preset.treatment),
    densityKgPerL: preset.densityKgPerL ?? null,
    kgPerUnit: preset.kgPerUnit ?? null,
  };
}

const key = (wasteType: string, subType: string | null) => `${wasteType}/${subType ?? ''}`;

/** The system's lists and dependent lists a client's lines are checked against. */
export interface MappingLists {
  lists: Lists;
  links: LookupLinks;
}

export async function readMappingLists(db: Db, clientId: string): Promise<MappingLists> {
  const [settings] = await db
    .select({ system: mtrSettings.system, environment: mtrSettings.environment })
    .from(mtrSettings)
    .where(eq(mtrSettings.clientId, clientId));
  if (!settings) return { lists: new Map(), links: new Map() };
  const system = settings.system as MtrSystem;
  const environment = settings.environment as MtrEnvironment;
  return { lists: await readLookups(db, system, environment), links: await readLookupLinks(db, system, environment) };
}

const nameOf = (lists: Lists, kind: MtrLookupKind, code: string | null) =>
  code ? (lists.get(kind)?.find((i) => i.code === code) ?? null) : null;

/** What the rules need to know of a line: names of its codes, the system's dependent lists, the receiver's licence. */
export function ruleContext(
  { lists, links }: MappingLists,
  line: RuleLine,
  receiverDestinations: readonly Destination[] | null,
): RuleContext {
  const unit = nameOf(lists, 'units', line.unitCode);
  return {
    unitKind: unit ? mtrUnitKind(unit) : null,
    physicalStateName: nameOf(lists, 'physicalStates', line.physicalStateCode)?.description ?? null,
    treatmentName: nameOf(lists, 'treatments', line.treatmentCode)?.description ?? null,
    allowedClasses: links.get('class-by-waste')?.get(line.ibamaCode) ?? null,
    allowedPackaging: line.physicalStateCode
      ? (links.get('packaging-by-state')?.get(line.physicalStateCode) ?? null)
      : null,
    receiverDestinations,
  };
}

/** A hazardous code's transport fields: the line's own, else Ecopeso's default for the code (mtr-rules.ts). */
function hazardOf(ibamaCode: string, own: HazardFields): HazardFields {
  const fallback = HAZARD_DEFAULTS[ibamaCode];
  if (!isHazardousIbamaCode(ibamaCode)) return own;
  return {
    onuNumber: own.onuNumber ?? fallback?.onuNumber ?? null,
    riskClass: own.riskClass ?? fallback?.riskClass ?? null,
    shippingName: own.shippingName ?? fallback?.shippingName ?? null,
    packingGroup: own.packingGroup ?? fallback?.packingGroup ?? null,
  };
}

type LineWithoutVerdict = Omit<MtrMappingRow, 'complete' | 'problems' | 'unitKind'>;

function withVerdict(sources: MappingLists, row: LineWithoutVerdict): MtrMappingRow {
  const ctx = ruleContext(sources, row, null);
  const problems = mtrLineProblems(row, ctx);
  const chosen = Boolean(
    row.classCode && row.physicalStateCode && row.packagingCode && row.unitCode && row.treatmentCode,
  );
  return { ...row, unitKind: ctx.unitKind, complete: chosen && problems.length === 0, problems };
}

/**
 * The client's mapping: a line per enabled waste type and per enabled sub-type, each either saved by a person or
 * Ecopeso's hotel default (IBAMA code, class, unit and treatment from HOTEL_DEFAULT_MAPPING, codes found by name in
 * the synced lists of the client's system), plus any saved line of a type no longer enabled. Each line says which of
 * the system's rules it breaks; it is complete when every code is chosen and it breaks none.
 */
export async function getMtrMapping(db: Db, clientId: string): Promise<MtrMappingRow[]> {
  const sources = await readMappingLists(db, clientId);
  const { lists, links } = sources;
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
      return withVerdict(sources, {
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
        densityKgPerL: stored.densityKgPerL,
        kgPerUnit: stored.kgPerUnit,
        ...hazardOf(stored.ibamaCode, {
          onuNumber: stored.onuNumber,
          riskClass: stored.riskClass,
          shippingName: stored.shippingName,
          packingGroup: stored.packingGroup as PackingGroup | null,
        }),
        isDefault: false,
        version: stored.version,
      });
    }
    const preset =
      HOTEL_DEFAULT_MAPPING.find((d) => d.wasteType === wasteType && d.subType === subType) ??
      HOTEL_DEFAULT_MAPPING.find((d) => d.wasteType === wasteType && d.subType === null)!;
    return withVerdict(sources, {
      wasteType,
      subType,
      ibamaCode: preset.ibamaCode,
      ibamaDescription: wastes.get(preset.ibamaCode) ?? null,
      nbrClass: preset.nbrClass,
      ...defaultCodes(lists, links, preset),
      ...hazardOf(preset.ibamaCode, { onuNumber: null, riskClass: null, shippingName: null, packingGroup: null }),
      isDefault: true,
      version: 0,
    });
  });
  return rows.sort((a, b) => key(a.wasteType, a.subType).localeCompare(key(b.wasteType, b.subType)));
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
}: ClientChange<z.output<typeof mtrMappingInputSchema>>): Promise<MtrMappingRow[]> {
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
        throw staleChange('this mapping');
      }
      const values = {
        ibamaCode: r.ibamaCode,
        nbrClass: r.nbrClass,
        classCode: r.classCode || null,
        physicalStateCode: r.physicalStateCode || null,
        packagingCode: r.packagingCode || null,
        unitCode: r.unitCode || null,
        treatmentCode: r.treatmentCode || null,
        densityKgPerL: r.densityKgPerL,
        kgPerUnit: r.kgPerUnit,
        onuNumber: r.onuNumber,
        riskClass: r.riskClass,
        shippingName: r.shippingName,
        packingGroup: r.packingGroup,
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
