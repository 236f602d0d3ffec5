import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';

/**
 * Starting emission factors, kg CO2e per kg of waste, by type (and sub-type) and destination. Values are the
 * net factors of the US EPA Waste Reduction Model (WARM), converted from metric tonnes CO2e per short ton
 * (× 1000 / 907.185) and rounded to two decimals. Negative means the route avoids more than it emits (recycled
 * material replacing virgin). The master reviews and edits them per year; each row keeps its source (WARM_SOURCE in
 * @ecopeso/shared/words).
 */
type Row = [WasteType, SubType | null, Destination, number];

export const STARTING_FACTORS: Row[] = [
  // Food (pre-service, post-service): landfill methane vs composting or anaerobic digestion.
  ['organico', null, 'sanitary_landfill', 0.6],
  ['organico', null, 'composting', -0.13],
  ['organico', null, 'biomethanization', -0.05],
  ['organico', null, 'incineration', -0.14],
  ['organico', 'cooking_oil', 'recovery', -2.2],
  // Garden and compostable material (WARM "yard trimmings").
  ['compostavel', null, 'sanitary_landfill', -0.2],
  ['compostavel', null, 'composting', -0.17],
  // Mixed residual waste (WARM "mixed MSW").
  ['rejeito', null, 'sanitary_landfill', 0.39],
  ['rejeito', null, 'incineration', -0.01],
  // Recyclables by material: recycling vs landfill.
  ['reciclavel', 'paper', 'recycling', -3.9],
  ['reciclavel', 'paper', 'sanitary_landfill', 0.08],
  ['reciclavel', 'cardboard', 'recycling', -3.46],
  ['reciclavel', 'cardboard', 'sanitary_landfill', 0.2],
  ['reciclavel', 'plastic', 'recycling', -1.03],
  ['reciclavel', 'plastic', 'sanitary_landfill', 0.02],
  ['reciclavel', 'glass', 'recycling', -0.31],
  ['reciclavel', 'glass', 'sanitary_landfill', 0.02],
  ['reciclavel', 'metal', 'recycling', -4.84],
  ['reciclavel', 'metal', 'sanitary_landfill', 0.02],
  ['reciclavel', 'wood', 'recycling', -2.71],
  ['reciclavel', 'wood', 'sanitary_landfill', -0.61],
  ['reciclavel', 'electronics', 'recycling', -0.87],
  ['reciclavel', 'electronics', 'sanitary_landfill', 0.02],
  ['reciclavel', null, 'recycling', -1.0],
  ['reciclavel', null, 'sanitary_landfill', 0.05],
];

/** Years seeded at first start: the factors apply until the master records new ones. */
export const STARTING_FACTOR_YEARS = [2024, 2025, 2026];
