import { mtrProposalSchema, mtrSchema, type Mtr, type MtrItem, type MtrProposal } from '@ecopeso/shared/mtr';
import { mtrSettingsSchema, type MtrSettings } from '@ecopeso/shared/mtr-settings';
import { contract } from '@/test/contract-fixture';

const party = (id: string, name: string) => ({ id, name, cnpj: '12.345.678/0001-90', unitCode: null });

/**
 * An issued MTR as the API sends it, with the test's changes. Parsed by the shared schema, so a fixture that drifts
 * from the API fails here.
 */
export function issuedMtr(changes: Partial<Mtr> = {}): Mtr {
  return mtrSchema.parse({
    id: 'm-1',
    clientId: 'c-1',
    contractId: 'k-1',
    wasteType: 'organico',
    subType: null,
    carrier: party('p-1', 'Transportes Verdes'),
    receiver: party('p-2', 'Compostagem Sul'),
    system: 'SIGOR',
    environment: 'simulator',
    status: 'issued',
    number: '240001234',
    cdfNumber: null,
    shipmentDate: '2026-11-20',
    driverName: 'João',
    vehiclePlate: 'ABC1D23',
    notes: '',
    responsibleName: 'Ana',
    items: [],
    weighedKg: 120.5,
    declaredKg: 120.5,
    weighedFrom: null,
    weighedUntil: '2026-11-20',
    issuePending: false,
    issue: null,
    reference: 'ECO-1',
    test: false,
    actions: ['refresh', 'cancel'],
    lastError: null,
    issuedAt: '2026-11-20T12:00:00.000Z',
    receivedAt: null,
    cdfIssuedAt: null,
    cancelledAt: null,
    cancelJustification: null,
    statusCheckedAt: null,
    systemSituation: null,
    hasPdf: true,
    hasCdfPdf: false,
    version: 3,
    createdAt: '2026-11-20T11:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  });
}

/** A client's MTR settings as the API sends them, with the test's changes (parsed by the shared schema). */
export function mtrSettings(changes: Partial<MtrSettings> = {}): MtrSettings {
  return mtrSettingsSchema.parse({
    clientId: 'c-1',
    configured: true,
    stateSystem: 'SIGOR',
    system: 'SIGOR',
    environment: 'simulator',
    generatorUnitCode: '451240',
    responsibleName: 'Ana Souza',
    responsibleRole: 'Gerente ambiental',
    credentials: { stored: true, kind: 'cpf-password', hint: '***.***.789-09' },
    lastTest: null,
    version: 5,
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  });
}

/** A line of an MTR as the API sends it: the organics' code, nothing declared beyond the kilos yet. */
export function mtrItem(changes: Partial<MtrItem> = {}): MtrItem {
  return {
    ibamaCode: '200108',
    ibamaDescription: 'Resíduos biodegradáveis de cozinhas e cantinas',
    nbrClass: 'IIA',
    classCode: null,
    physicalStateCode: null,
    packagingCode: null,
    unitCode: null,
    treatmentCode: null,
    quantityKg: 120.5,
    weighedKg: 120.5,
    count: null,
    receivedKg: null,
    quantity: null,
    unitKind: null,
    receivedQuantity: null,
    ...changes,
  };
}

/** A saved draft as the API sends it (parsed by the shared schema): editable, issuable, discardable. */
export const draftMtr = (changes: Partial<Mtr> = {}): Mtr =>
  issuedMtr({
    status: 'draft',
    number: null,
    driverName: '',
    vehiclePlate: '',
    items: [mtrItem()],
    weighedFrom: '2026-10-31T12:00:00.000Z',
    weighedUntil: '2026-11-20T12:00:00.000Z',
    actions: ['edit', 'issue', 'discard'],
    issuedAt: null,
    hasPdf: false,
    ...changes,
  });

/** "Nova coleta"'s proposal as the API sends it: the kilos weighed by IBAMA code since the last MTR. */
export function mtrProposal(changes: Partial<MtrProposal> = {}): MtrProposal {
  const items = [
    { code: '200108', nbrClass: 'IIA', kg: 120.5 },
    { code: '200121(*)', nbrClass: 'I', kg: 3.1 },
  ].map(({ code, nbrClass, kg }) => ({
    ibamaCode: code,
    ibamaDescription: null,
    nbrClass,
    weighedKg: kg,
    quantityKg: kg,
    sources: [],
  }));
  return mtrProposalSchema.parse({
    contractId: contract().id,
    weighedFrom: null,
    weighedUntil: '2026-11-20T12:00:00.000Z',
    items,
    totalKg: 123.6,
    unmapped: [],
    ...changes,
  });
}
