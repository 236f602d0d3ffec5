import { describe, expect, it } from 'vitest';
import type { Factor } from '../impact/avoided-emissions.ts';
import { getOpportunities } from './get-opportunities.ts';

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

// A hotel's period, 1 000 kg in all: 200 kg of food recovered by composting; 300 kg of food, 100 kg of paper and
// 400 kg of residual waste landfilled. Receivers in the system: a composter, a biogas plant and a recycler.
const STREAMS = [
  { wasteType: 'organico', subType: 'pre_service', destination: 'composting', kg: 200 },
  { wasteType: 'organico', subType: 'post_service', destination: 'sanitary_landfill', kg: 300 },
  { wasteType: 'reciclavel', subType: 'paper', destination: 'sanitary_landfill', kg: 100 },
  { wasteType: 'rejeito', subType: null, destination: 'sanitary_landfill', kg: 400 },
] as const;
const OFFERED = new Map([
  ['composting', ['Terra Viva']],
  ['biomethanization', ['Biogás Sul', 'Agro Biogás']],
  ['recycling', ['Cooperativa']],
  ['sanitary_landfill', ['Aterro']],
] as const);

describe('getOpportunities', () => {
  const result = getOpportunities({
    streams: STREAMS.map((s) => ({ ...s })),
    offered: new Map([...OFFERED].map(([d, names]) => [d, [...names]])),
    factors: FACTORS,
    year: 2025,
  });

  it('proposes, for each landfilled stream with a receiver, its best destination, by weight moved', () => {
    expect(result.opportunities).toEqual([
      {
        wasteType: 'organico',
        subType: 'post_service',
        currentDestination: 'sanitary_landfill',
        kg: 300,
        // biomethanization (−0.2) beats composting (−0.1) on CO2e
        bestDestination: 'biomethanization',
        receivers: ['Agro Biogás', 'Biogás Sul'],
        diversionPctNow: 20, // 200 / 1000
        diversionPctAfter: 50, // (200 + 300) / 1000
        co2eAvoidedKg: 240, // 300 × (0.6 − (−0.2))
      },
      {
        wasteType: 'reciclavel',
        subType: 'paper',
        currentDestination: 'sanitary_landfill',
        kg: 100,
        bestDestination: 'recycling',
        receivers: ['Cooperativa'],
        diversionPctNow: 20,
        diversionPctAfter: 30, // (200 + 100) / 1000
        co2eAvoidedKg: 310, // 100 × (0.1 − (−3))
      },
    ]);
  });

  it('lists residual waste apart when no receiver recovers it, and never proposes what is already recovered', () => {
    expect(result.withoutAlternative).toEqual([
      { wasteType: 'rejeito', subType: null, currentDestination: 'sanitary_landfill', kg: 400 },
    ]);
    expect(result.opportunities.some((o) => o.subType === 'pre_service')).toBe(false);
  });

  it('still proposes a destination without a factor, after those with one, with no CO2e figure', () => {
    const { opportunities } = getOpportunities({
      streams: [{ wasteType: 'compostavel', subType: null, destination: 'incineration', kg: 50 }],
      offered: new Map([['composting', ['Terra Viva']]]),
      factors: [],
      year: 2025,
    });
    expect(opportunities).toMatchObject([
      { bestDestination: 'composting', kg: 50, co2eAvoidedKg: null, diversionPctNow: 0, diversionPctAfter: 100 },
    ]);
  });
});
