import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { ROLES } from './roles.ts';
import { VOCABULARY } from './vocabulary.ts';
import { DESTINATIONS, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES } from './waste.ts';

/** Every list of fixed values the product shows, and the vocabulary group that names them. */
const GROUPS = {
  wasteTypes: WASTE_TYPES,
  subTypes: [...RECYCLABLE_SUBTYPES, ...ORGANIC_SUBTYPES],
  destinations: DESTINATIONS,
  destinationGroups: ['recovery', 'disposal'],
  roles: ROLES,
  recordStatuses: ['pending', 'rejected'],
} as const;

describe.each(LANGUAGES)('the %s vocabulary', (lang) => {
  const vocabulary = VOCABULARY[lang];

  it.each(Object.keys(GROUPS) as (keyof typeof GROUPS)[])('names every one of %s, and nothing else', (group) => {
    const names: Record<string, string> = vocabulary[group];
    expect(Object.keys(names).sort()).toEqual([...GROUPS[group]].sort());
    for (const name of Object.values(names)) expect(name.trim()).toBe(name);
    for (const name of Object.values(names)) expect(name).not.toBe('');
  });

  it('gives two things of one group two different names', () => {
    for (const group of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
      const names = Object.values(vocabulary[group] as Record<string, string>);
      expect(new Set(names).size, group).toBe(names.length);
    }
  });

  it('has the same keys as the Portuguese one', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v as object, `${k}.`)));
    expect(keys(vocabulary).sort()).toEqual(keys(VOCABULARY.pt).sort());
  });
});

it('keeps the spec’s name of a record with no area (PRODUCT.md §1: ‘Geral’ / ‘Not specified’)', () => {
  expect(VOCABULARY.pt.noArea).toBe('Geral');
  expect(VOCABULARY.en.noArea).toBe('Not specified');
});
