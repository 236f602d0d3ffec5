import { describe, expect, it } from 'vitest';
import type { Factor } from '../impact/avoided-emissions.ts';
import type { Destination } from '@ecopeso/shared/waste';
import { getOpportunities, type OfferingReceiver } from './get-opportunities.ts';

const f = (wasteType: string, subType: string | null, destination: string, kgCo2ePerKg: number): Factor => ({
  year: 2025,
  wasteType,
  subType,
  destination,
  kgCo2ePerKg,
  source: 'test factors',
});
const FACTORS = [
  f('organico', null, 'sanitary_landfill', 0.6),
  f('organico', null, 'composting', -0.1),
  f('organico', null, 'biomethanization', -0.2),
  f('reciclavel', 'paper', 'sanitary_landfill', 0.1),
  f('reciclavel', 'paper', 'recycling', -3),
  f('rejeito', null, 'sanitary_landfill', 0.4),
];

// A hotel in Pernambuco, 1 000 kg in the period: 200 kg of food recovered by composting; 300 kg of food, 100 kg of
// paper and 400 kg of residual waste landfilled — as the contracts in force today still send them. Receivers: a
// composter and a recycler in PE, a biogas plant in PB (a neighbour) and another in SP (far).
const STREAMS = [
  { wasteType: 'organico', subType: 'pre_service', destination: 'composting', kg: 200 },
  { wasteType: 'organico', subType: 'post_service', destination: 'sanitary_landfill', kg: 300 },
  { wasteType: 'reciclavel', subType: 'paper', destination: 'sanitary_landfill', kg: 100 },
  { wasteType: 'rejeito', subType: null, destination: 'sanitary_landfill', kg: 400 },
] as const;
const CURRENT = new Map<string, Destination>([
  ['organico|pre_service', 'composting'],
  ['organico|post_service', 'sanitary_landfill'],
  ['reciclavel|paper', 'sanitary_landfill'],
  ['rejeito|', 'sanitary_landfill'],
]);
const RECEIVERS: OfferingReceiver[] = [
  { name: 'Terra Viva', state: 'PE', treatments: ['composting'] },
  { name: 'Cooperativa', state: 'PE', treatments: ['recycling'] },
  { name: 'Biogás Paraíba', state: 'PB', treatments: ['biomethanization'] },
  { name: 'Biogás Sul', state: 'SP', treatments: ['biomethanization'] },
  { name: 'Aterro', state: 'PE', treatments: ['sanitary_landfill'] },
];

const run = (over: Partial<Parameters<typeof getOpportunities>[0]> = {}) =>
  getOpportunities({
    streams: STREAMS.map((s) => ({ ...s })),
    current: CURRENT,
    receivers: RECEIVERS,
    clientState: 'PE',
    factors: FACTORS,
    year: 2025,
    ...over,
  });

describe('getOpportunities', () => {
  const result = run();

  it('proposes, for each stream the contract in force sends to landfill, the best destination in reach', () => {
    expect(result.opportunities).toEqual([
      {
        wasteType: 'organico',
        subType: 'post_service',
        currentDestination: 'sanitary_landfill',
        kg: 300,
        // In PE only composting is offered: the biogas plants (PB, SP) are not tried while one in the state fits.
        bestDestination: 'composting',
        receivers: ['Terra Viva'],
        reach: 'same-state',
        diversionPctNow: 20, // 200 / 1000
        diversionPctAfter: 50, // (200 + 300) / 1000
        co2eAvoidedKg: 210, // 300 × (0.6 − (−0.1))
      },
      {
        wasteType: 'reciclavel',
        subType: 'paper',
        currentDestination: 'sanitary_landfill',
        kg: 100,
        bestDestination: 'recycling',
        receivers: ['Cooperativa'],
        reach: 'same-state',
        diversionPctNow: 20,
        diversionPctAfter: 30, // (200 + 100) / 1000
        co2eAvoidedKg: 310, // 100 × (0.1 − (−3))
      },
    ]);
  });

  it('tries the bordering states when none in the state fits, never a far one', () => {
    const { opportunities } = run({ receivers: RECEIVERS.filter((r) => r.name !== 'Terra Viva') });
    expect(opportunities[0]).toMatchObject({
      subType: 'post_service',
      bestDestination: 'biomethanization',
      receivers: ['Biogás Paraíba'],
      reach: 'neighbour',
      co2eAvoidedKg: 240, // 300 × (0.6 − (−0.2))
    });
    const far = run({ receivers: RECEIVERS.filter((r) => r.state === 'SP') });
    expect(far.opportunities).toEqual([]);
    expect(far.withoutAlternative.map((w) => w.subType)).toEqual([null, 'post_service', 'paper']);
  });

  it('lists residual waste apart when no receiver recovers it, and never proposes what is already recovered', () => {
    expect(result.withoutAlternative).toEqual([
      { wasteType: 'rejeito', subType: null, currentDestination: 'sanitary_landfill', kg: 400 },
    ]);
    expect(result.opportunities.some((o) => o.subType === 'pre_service')).toBe(false);
  });

  it('makes no claim about today for a stream no contract covers now (one that ended), and lists it apart', () => {
    const current = new Map(CURRENT);
    current.delete('organico|post_service');
    const { opportunities, withoutContract } = run({ current });
    expect(opportunities.some((o) => o.subType === 'post_service')).toBe(false);
    expect(withoutContract).toEqual([{ wasteType: 'organico', subType: 'post_service', kg: 300 }]);
  });

  it('follows the contract in force: a stream composted in the period but landfilled from today is an opportunity', () => {
    const current = new Map(CURRENT).set('organico|pre_service', 'sanitary_landfill');
    const { opportunities } = run({ current });
    expect(opportunities.find((o) => o.subType === 'pre_service')).toMatchObject({
      kg: 200,
      // Already recovered in the period: moving it back to composting changes neither diversion nor CO2e.
      diversionPctAfter: 20,
      co2eAvoidedKg: 0,
    });
  });

  it('still proposes a destination without a factor, after those with one, with no CO2e figure', () => {
    const { opportunities } = getOpportunities({
      streams: [{ wasteType: 'compostavel', subType: null, destination: 'incineration', kg: 50 }],
      current: new Map([['compostavel|', 'incineration']]),
      receivers: [{ name: 'Terra Viva', state: null, treatments: ['composting'] }],
      clientState: 'PE',
      factors: [],
      year: 2025,
    });
    expect(opportunities).toMatchObject([
      { bestDestination: 'composting', kg: 50, co2eAvoidedKg: null, reach: 'unknown', diversionPctNow: 0 },
    ]);
  });
});
