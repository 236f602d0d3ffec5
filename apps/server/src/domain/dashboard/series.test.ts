import { describe, expect, it } from 'vitest';
import type { ActivityRow, DayRow, LossRow, MonthRow } from './read-dashboard.ts';
import { GROUPING } from './read-dashboard.ts';
import {
  compositionByArea,
  compositionByType,
  destinationShares,
  diversionDaily,
  lossWindows,
  monthlySeries,
  servedFigures,
  sumRows,
  summaryOf,
  topLosses,
} from './series.ts';

// Rows as the database returns them (numbers as text), written by hand; each expected figure worked out by hand.
const row = (over: Partial<MonthRow>): MonthRow => ({
  g: GROUPING.byClientYear,
  cur: true,
  client_id: 'c1',
  year: 2026,
  ym: null,
  area_id: null,
  waste_type: 'organico',
  sub_type: null,
  destination: null,
  kg: '0',
  records: '0',
  cost: null,
  priced_kg: '0',
  ...over,
});
const day = (d: string, waste_type: DayRow['waste_type'], kg: number, over: Partial<DayRow> = {}): DayRow => ({
  day: d,
  cur: true,
  waste_type,
  destination: null,
  kg: String(kg),
  ...over,
});

describe('the dashboard series, from rows written by hand', () => {
  it('sums rows by key, a cost staying null only while no row of the key has a price', () => {
    const rows = [
      row({ kg: '10', records: '2', cost: null, priced_kg: '0' }),
      row({ kg: '5.5', records: '1', cost: '11', priced_kg: '5.5' }),
      row({ waste_type: 'rejeito', kg: '3', records: '1' }),
    ];
    const summed = sumRows(rows, (r) => r.waste_type);
    expect(
      summed.map(({ waste_type, kg, records, cost, priced_kg }) => ({ waste_type, kg, records, cost, priced_kg })),
    ).toEqual([
      { waste_type: 'organico', kg: 15.5, records: 3, cost: 11, priced_kg: 5.5 },
      { waste_type: 'rejeito', kg: 3, records: 1, cost: null, priced_kg: 0 },
    ]);
  });

  it('gives the cards and the cost: shares of the total, the price only where a contract has one', () => {
    const typeRows = [
      row({ waste_type: 'organico', kg: '30', records: '6', cost: '15', priced_kg: '30' }),
      row({ waste_type: 'reciclavel', sub_type: 'paper', kg: '7.5', records: '3' }),
      row({ waste_type: 'rejeito', kg: '2.5', records: '1' }),
    ];
    expect(summaryOf(typeRows)).toEqual({
      summary: { totalKg: 40, records: 10, organicPct: 75, recyclablePct: 18.75, rejeitoPct: 6.25, compostavelPct: 0 },
      cost: { brl: 15, pricedKg: 30, unpricedKg: 10 },
    });
    expect(summaryOf([row({ kg: '1', records: '1' })]).cost).toEqual({ brl: null, pricedKg: 0, unpricedKg: 1 });
  });

  it('orders the composition heaviest first, each type’s sub-types too', () => {
    const typeRows = [
      row({ waste_type: 'reciclavel', sub_type: 'paper', kg: '2' }),
      row({ waste_type: 'reciclavel', sub_type: 'plastic', kg: '6' }),
      row({ waste_type: 'organico', kg: '2' }),
    ];
    expect(compositionByType(typeRows)).toEqual([
      {
        wasteType: 'reciclavel',
        kg: 8,
        pct: 80,
        subTypes: [
          { subType: 'plastic', kg: 6 },
          { subType: 'paper', kg: 2 },
        ],
      },
      { wasteType: 'organico', kg: 2, pct: 20, subTypes: [{ subType: null, kg: 2 }] },
    ]);
  });

  it('compares a month in progress with the same days a year before', () => {
    const { monthly, comparison } = monthlySeries({
      months: [{ year: 2026, month: 0 }],
      today: '2026-01-15',
      historyStart: '2024-06-01',
      dayRows: [
        day('2026-01-03', 'organico', 5),
        day('2026-01-10', 'rejeito', 1.25),
        day('2025-01-10', 'organico', 4, { cur: false }),
        day('2025-01-20', 'organico', 6, { cur: false }), // after the 15th: not the same days
      ],
    });
    expect(monthly).toHaveLength(1);
    expect(monthly[0]).toMatchObject({
      year: 2026,
      month: 0,
      totalKg: 6.25,
      byType: { organico: 5, rejeito: 1.25 },
      previousYearKg: 4,
      previousYearByType: { organico: 4 },
    });
    expect(comparison.days).toBe(15);
  });

  it('names each area, keeping records without one as their own line (null)', () => {
    const rows = [
      row({ g: GROUPING.byArea, area_id: 'a1', waste_type: 'organico', kg: '3' }),
      row({ g: GROUPING.byArea, area_id: 'a1', waste_type: 'rejeito', kg: '1' }),
      row({ g: GROUPING.byArea, area_id: null, waste_type: 'rejeito', kg: '9' }),
    ];
    expect(compositionByArea(rows, new Map([['a1', 'Cozinha']]))).toEqual([
      { areaId: null, areaName: null, kg: 9, byType: { rejeito: 9 } },
      { areaId: 'a1', areaName: 'Cozinha', kg: 4, byType: { organico: 3, rejeito: 1 } },
    ]);
  });

  it('diverts by day with the contract’s destination, else the type’s default; the year before left out', () => {
    const rows = [
      day('2026-01-02', 'organico', 3, { destination: 'composting' }),
      day('2026-01-02', 'rejeito', 1), // default: sanitary landfill
      day('2026-01-01', 'organico', 2, { destination: 'sanitary_landfill' }),
      day('2025-01-02', 'organico', 50, { cur: false }),
    ];
    expect(diversionDaily(rows)).toEqual([
      { day: '2026-01-01', totalKg: 2, recoveryKg: 0, pct: 0 },
      { day: '2026-01-02', totalKg: 4, recoveryKg: 3, pct: 75 },
    ]);
  });

  it('splits the destinations into recovery and disposal, saying how much no contract named', () => {
    const rows = [
      row({ waste_type: 'organico', destination: 'composting', kg: '6' }),
      row({ waste_type: 'organico', destination: null, kg: '2' }),
      row({ waste_type: 'rejeito', destination: null, kg: '4' }),
    ];
    expect(destinationShares(rows)).toEqual({
      recovery: [{ destination: 'composting', kg: 8, estimatedKg: 2 }],
      disposal: [{ destination: 'sanitary_landfill', kg: 4, estimatedKg: 4 }],
      recoveryKg: 8,
      disposalKg: 4,
      estimatedKg: 6,
    });
  });

  it('puts each client-month’s weight beside its activity, and totals the period’s months per client', () => {
    const jan26 = 2026 * 12;
    const jan25 = 2025 * 12;
    const monthRows = [
      row({ g: GROUPING.byActiveMonth, client_id: 'c1', ym: jan26, waste_type: 'organico', kg: '100' }),
      row({ g: GROUPING.byActiveMonth, client_id: 'c1', ym: jan26, waste_type: 'rejeito', kg: '20' }),
      row({ g: GROUPING.byActiveMonth, client_id: 'c1', ym: jan25, waste_type: 'organico', kg: '90' }),
      row({ g: GROUPING.byClientYear, client_id: 'c1', kg: '999' }), // another grouping: not counted
    ];
    const activityRows: ActivityRow[] = [
      { client_id: 'c1', ym: jan26, guest_nights: 400, guests: 250, meals: 900 },
      { client_id: 'c1', ym: jan25, guest_nights: 380, guests: 240, meals: 850 },
    ];
    const { served, activity } = servedFigures([{ year: 2026, month: 0 }], monthRows, activityRows);
    expect(served.get(`c1|${jan26}`)).toEqual({
      guestNights: 400,
      guests: 250,
      meals: 900,
      kg: 120,
      byType: { organico: 100, rejeito: 20 },
    });
    expect(served.get(`c1|${jan25}`)?.kg).toBe(90);
    expect(activity.get('c1')).toEqual({ guestNights: 400, guests: 250, meals: 900, kg: 120 });
  });
});

describe('top losses (what the chef reads)', () => {
  const loss = (over: Partial<LossRow>): LossRow => ({
    whole: false,
    cur: true,
    price_per_kg: null,
    reason_kind: null,
    reason_name: null,
    item_name: null,
    kg: '0',
    ...over,
  });
  const windows = lossWindows([{ year: 2026, month: 2 }], '2026-03-10');

  it('reads the period up to today and the previous period of as many days, ending where it starts', () => {
    expect(windows).toEqual({
      window: { from: '2026-03-01', until: '2026-03-11' },
      previousWindow: { from: '2026-02-19', until: '2026-03-01' },
    });
    // A whole past quarter: 90 days before 1 January.
    expect(
      lossWindows(
        [
          { year: 2025, month: 0 },
          { year: 2025, month: 1 },
          { year: 2025, month: 2 },
        ],
        '2026-03-10',
      ),
    ).toEqual({
      window: { from: '2025-01-01', until: '2025-04-01' },
      previousWindow: { from: '2024-10-03', until: '2025-01-01' },
    });
    // A period not begun has no days, nor its previous period.
    expect(lossWindows([{ year: 2026, month: 5 }], '2026-03-10')).toEqual({
      window: { from: '2026-06-01', until: '2026-06-01' },
      previousWindow: { from: '2026-06-01', until: '2026-06-01' },
    });
  });

  it('ranks items and reasons by weight, with cost at each client’s price, share of the organic weight and trend', () => {
    const rows = [
      // Hotel A (R$ 12/kg): 30 kg of rice thrown as buffet leftovers, 10 kg of bread expired.
      loss({ price_per_kg: '12.00', reason_kind: 'buffet_leftovers', item_name: 'Arroz', kg: '30' }),
      loss({ price_per_kg: '12.00', reason_kind: 'expiry', item_name: 'Pão', kg: '10' }),
      // Hotel B (no price set): 20 kg of rice, its own reason; 40 kg more naming nothing.
      loss({ reason_name: 'Queda no chão', item_name: 'Arroz', kg: '20' }),
      // The previous period: 25 kg of rice as leftovers; 5 kg of beans, not in the period.
      loss({ cur: false, price_per_kg: '12.00', reason_kind: 'buffet_leftovers', item_name: 'Arroz', kg: '25' }),
      loss({ cur: false, reason_kind: 'spoilage', item_name: 'Feijão', kg: '5' }),
      // The whole organic weight, each client's: A 40 kg, B 60 kg; before, A 25 kg and B 5 kg.
      loss({ whole: true, price_per_kg: '12.00', kg: '40' }),
      loss({ whole: true, kg: '60' }),
      loss({ whole: true, cur: false, price_per_kg: '12.00', kg: '25' }),
      loss({ whole: true, cur: false, kg: '5' }),
    ];
    const top = topLosses(rows, windows);
    expect(top.organicKg).toBe(100);
    expect(top.previousOrganicKg).toBe(30);
    expect(top.costBrl).toBe(480); // (30 + 10) × 12
    expect(top.unpricedKg).toBe(60);
    expect(top.withoutItemKg).toBe(40);
    expect(top.withoutReasonKg).toBe(40);
    expect(top.byItem).toEqual([
      // Rice: 50 kg, 50 % of 100; R$ 360 from hotel A only; (50 − 25) / 25 = +100 %.
      { kind: null, name: 'Arroz', kg: 50, costBrl: 360, pct: 50, previousKg: 25, changePct: 100 },
      { kind: null, name: 'Pão', kg: 10, costBrl: 120, pct: 10, previousKg: 0, changePct: null },
    ]);
    expect(top.byReason).toEqual([
      { kind: 'buffet_leftovers', name: null, kg: 30, costBrl: 360, pct: 30, previousKg: 25, changePct: 20 },
      { kind: null, name: 'Queda no chão', kg: 20, costBrl: null, pct: 20, previousKg: 0, changePct: null },
      { kind: 'expiry', name: null, kg: 10, costBrl: 120, pct: 10, previousKg: 0, changePct: null },
    ]);
  });

  it('keeps the five heaviest; nothing read gives empty lists and no cost', () => {
    const items = ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => loss({ item_name: name, kg: String(i + 1) }));
    items.push(loss({ whole: true, kg: '21' }));
    expect(topLosses(items, windows).byItem.map((i) => i.name)).toEqual(['F', 'E', 'D', 'C', 'B']);
    expect(topLosses([], windows)).toEqual({
      ...windows,
      organicKg: 0,
      previousOrganicKg: 0,
      costBrl: null,
      unpricedKg: 0,
      byItem: [],
      byReason: [],
      withoutItemKg: 0,
      withoutReasonKg: 0,
    });
  });
});
