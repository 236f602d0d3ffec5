import { and, eq } from 'drizzle-orm';
import type { Mtr } from '@ecopeso/shared/mtr';
import type { MtrMappingRow } from '@ecopeso/shared/mtr-mapping';
import {
  GRE_CODES,
  isHazardousIbamaCode,
  kilosPerMtrUnit,
  kilosToMtrQuantity,
  mtrLineProblems,
  mtrQuantityToKilos,
  treatmentDestination,
  type MtrLineRule,
  type MtrUnitKind,
  type PackingGroup,
} from '@ecopeso/shared/mtr-rules';
import type { Destination } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { contracts, mtrItems, receivers } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import type { ManifestItem } from './state-systems/adapter.ts';
import { readMappingLists, ruleContext } from './mapping.ts';

/** Every code of the line is chosen (whether the system's rules hold is `manifestItems`' question). */
export const codesChosen = (line: MtrMappingRow) =>
  Boolean(line.classCode && line.physicalStateCode && line.packagingCode && line.unitCode && line.treatmentCode);

/**
 * The manifest's items from the MTR's items and their mapping lines (every code chosen): each quantity in the
 * MTR's own unit (kilos to TON, to litres or m³ by the line's density, to a count of articles by their mass), the
 * density with litres and m³, and the transport fields of a hazardous code. Before anything is sent, every rule of
 * the system we can know is checked (mtr-rules.ts) — against its synced lists and the receiver's licence — and a
 * broken one refuses the issue (400, reason `mtr-rules-broken`, each rule with its IBAMA code for the page to say).
 */
export async function manifestItems(
  db: Db,
  clientId: string,
  mtr: Mtr,
  lines: { item: Mtr['items'][number]; line: MtrMappingRow }[],
): Promise<ManifestItem[]> {
  const sources = await readMappingLists(db, clientId);
  const [receiver] = await db
    .select({ treatments: receivers.treatments })
    .from(receivers)
    .where(eq(receivers.id, mtr.receiver.id));
  const offered = (receiver?.treatments ?? []) as Destination[];
  const [contract] = await db
    .select({ destination: contracts.destination })
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.id, mtr.contractId)));
  // A default line declares the treatment of the contract's destination (one the receiver offers, contracts are
  // checked so): oil sent to a composting plant is not declared as recycling. A person's line is checked as chosen.
  const contractTreatment = (sources.lists.get('treatments') ?? []).find(
    (t) => contract && treatmentDestination(t.description) === contract.destination,
  )?.code;
  const broken: { rule: MtrLineRule; ibama: string }[] = [];
  const items = lines.map(({ item, line: chosen }) => {
    const line = chosen.isDefault && contractTreatment ? { ...chosen, treatmentCode: contractTreatment } : chosen;
    const ctx = ruleContext(sources, line, offered.length ? offered : null);
    for (const rule of mtrLineProblems(line, ctx)) broken.push({ rule, ibama: item.ibamaCode });
    return manifestItemOf(item.ibamaCode, item.quantityKg, line, ctx.unitKind, item.count);
  });
  if (broken.length) {
    const said = broken.map((b) => `${b.rule} (IBAMA ${b.ibama})`).join(', ');
    throw new AppError('invalid-argument', `This MTR breaks rules of ${mtr.system}: ${said}.`, {
      reason: 'mtr-rules-broken',
      params: { rules: broken.map((b) => `${b.rule}:${b.ibama}`).join(','), system: mtr.system },
    });
  }
  return items as ManifestItem[];
}

/** Mapping line fields an item is built from. */
type ItemLine = Pick<
  MtrMappingRow,
  | 'unitCode'
  | 'treatmentCode'
  | 'classCode'
  | 'physicalStateCode'
  | 'packagingCode'
  | 'densityKgPerL'
  | 'kgPerUnit'
  | 'onuNumber'
  | 'riskClass'
  | 'shippingName'
  | 'packingGroup'
>;

/**
 * One manifest item from our kilos and its line (codes chosen), in the unit `kind` the line's unit code is: the
 * quantity converted, the density with litres and m³, the transport fields of a "(*)" code. In units, a count the
 * person typed is the quantity, and each article stands for its share of the kilos; without one, the kilos are
 * divided by the line's mass per article. Null when the line lacks what the unit needs (a rule then says so).
 */
export function manifestItemOf(
  ibamaCode: string,
  quantityKg: number,
  line: ItemLine,
  kind: MtrUnitKind | null,
  count: number | null = null,
): ManifestItem | null {
  const counted = kind === 'UN' && count !== null && count > 0;
  const perUnit = counted ? quantityKg / count : kind ? kilosPerMtrUnit(kind, line) : null;
  if (!kind || perUnit === null) return null;
  const hazardous =
    isHazardousIbamaCode(ibamaCode) && line.onuNumber && line.riskClass && line.shippingName && line.packingGroup;
  return {
    ibamaCode,
    quantity: counted ? count : kilosToMtrQuantity(quantityKg, kind, perUnit),
    unitCode: line.unitCode!,
    treatmentCode: line.treatmentCode!,
    classCode: line.classCode!,
    physicalStateCode: line.physicalStateCode!,
    packagingCode: line.packagingCode!,
    density: kind === 'L' || kind === 'M3' ? line.densityKgPerL : null,
    hazard: hazardous
      ? {
          onuNumber: line.onuNumber!,
          riskClass: line.riskClass!,
          shippingName: line.shippingName!,
          greCode: GRE_CODES[line.packingGroup!],
        }
      : null,
    conversion: { unitKind: kind, kilosPerUnit: perUnit, packingGroup: line.packingGroup },
  };
}

/** The columns an item keeps of what was sent: the quantity in the MTR's unit, how it was reached, the hazard fields. */
export function sentItemColumns(item: ManifestItem) {
  return {
    quantity: item.quantity,
    unitKind: item.conversion?.unitKind ?? null,
    kilosPerUnit: item.conversion?.kilosPerUnit ?? null,
    densityKgPerL: item.density ?? null,
    onuNumber: item.hazard?.onuNumber ?? null,
    riskClass: item.hazard?.riskClass ?? null,
    shippingName: item.hazard?.shippingName ?? null,
    packingGroup: item.hazard ? ((item.conversion?.packingGroup ?? null) as PackingGroup | null) : null,
  };
}

/**
 * Stores what the receiver declared for an item, in the MTR's unit, and in kilos by the factor the item was sent
 * with (an item sent before quantities were converted was in kilos: factor 1).
 */
export async function storeReceivedQuantity(
  db: Pick<Db, 'select' | 'update'>,
  clientId: string,
  mtrId: string,
  ibamaCode: string,
  quantity: number,
) {
  const where = and(eq(mtrItems.clientId, clientId), eq(mtrItems.mtrId, mtrId), eq(mtrItems.ibamaCode, ibamaCode));
  const [sent] = await db.select({ kilosPerUnit: mtrItems.kilosPerUnit }).from(mtrItems).where(where);
  if (!sent) return;
  await db
    .update(mtrItems)
    .set({ receivedQuantity: quantity, receivedKg: mtrQuantityToKilos(quantity, sent.kilosPerUnit ?? 1) })
    .where(where);
}
