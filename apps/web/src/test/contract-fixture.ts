import { contractSchema, type Contract } from '@ecopeso/shared/contracts';

/** The organics contract of the client, as the API lists it (the admin's contracts tab and the MTR pages read it). */
export function contract(changes: Partial<Contract> = {}): Contract {
  return contractSchema.parse({
    id: '5d0c8a4e-7c1f-4e0a-9b5e-2f6a1c3d4e5f',
    clientId: 'c-1',
    carrier: { id: 'p-1', name: 'Transportes Verdes' },
    receiver: { id: 'p-2', name: 'Compostagem Sul' },
    wasteType: 'organico',
    subType: null,
    destination: 'composting',
    validFrom: '2026-01-01',
    validTo: null,
    pricePerKg: null,
    notes: '',
    licenceStatus: 'valid',
    version: 1,
    ...changes,
  });
}
