import { clientDetailSchema, type ClientDetail } from '@ecopeso/shared/api';

/**
 * A client as the API sends it to the weighing screen, with the test's changes: by default a hotel with every waste
 * type, no sub-types, areas or kitchen lists, and nothing required. Parsed by the shared schema, so a fixture that
 * drifts from the API fails here.
 */
export function weighingClient(changes: Partial<ClientDetail> = {}): ClientDetail {
  return clientDetailSchema.parse({
    id: 'c-1',
    name: 'Hotel Atlântico',
    active: true,
    timezone: 'America/Sao_Paulo',
    diversionGoalPct: 60,
    wasteTypes: ['reciclavel', 'organico', 'rejeito'],
    subTypes: { reciclavel: [], organico: [] },
    areas: [],
    limitsKg: {},
    containers: [],
    lossReasons: [],
    foodItems: [],
    requireLossReason: false,
    requireFoodItem: false,
    ...changes,
  });
}
