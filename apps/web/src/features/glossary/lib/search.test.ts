import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '../data/terms';
import { fold, letterOf, searchEntries } from './search';

const entry = (id: string, term: string, definition: string, category: GlossaryEntry['category']) =>
  ({ id, term, definition, category, source: 'Lei 12.305/2010', related: [] }) as unknown as GlossaryEntry;

const ENTRIES = [
  entry('biometanizacao', 'Biometanização', 'Digestão anaeróbia de orgânicos que gera biogás.', 'tratamento'),
  entry('compostagem', 'Compostagem', 'Decomposição com oxigênio; concorre com a biometanização.', 'tratamento'),
  entry('mtr', 'MTR — Manifesto de Transporte de Resíduos', 'Acompanha cada carga.', 'documentos'),
  entry('oleo-cozinha', 'Óleo de cozinha usado', 'Nunca vai para a pia.', 'residuos'),
];
const ids = (query: string, category?: Parameters<typeof searchEntries>[2]) =>
  searchEntries(ENTRIES, query, category).map((e) => e.id);

describe('glossary search', () => {
  it('folds accents and case', () => {
    expect(fold('Biometanização')).toBe('biometanizacao');
    expect(fold('ÓLEO')).toBe('oleo');
  });

  it('finds CO₂e typed as co2e, as a keyboard writes it', () => {
    const co2e = [entry('co2e', 'CO₂e — dióxido de carbono equivalente', 'Gases em CO₂.', 'indicadores')];
    expect(searchEntries(co2e, 'co2e').map((e) => e.id)).toEqual(['co2e']);
  });

  it.each([
    ['biometanizacao', 'without accents'],
    ['biometanização', 'with accents'],
    ['BIOMETANIZAÇÃO', 'in capitals'],
    ['Biometanizacao', 'mixed case, no accents'],
  ])('finds "Biometanização" from "%s" (%s), names before definitions', (query) => {
    expect(ids(query)).toEqual(['biometanizacao', 'compostagem']);
  });

  it('finds a term whose name starts with an accented letter from the plain letter', () => {
    expect(ids('oleo')).toEqual(['oleo-cozinha']);
    expect(ids('óleo de cozinha')).toEqual(['oleo-cozinha']);
  });

  it('needs every word and matches words of the definition too', () => {
    expect(ids('manifesto residuos')).toEqual(['mtr']);
    expect(ids('residuos pia')).toEqual([]);
    expect(ids('pia')).toEqual(['oleo-cozinha']);
  });

  it('keeps the order and everything for an empty query, and filters by category', () => {
    expect(ids('   ')).toEqual(['biometanizacao', 'compostagem', 'mtr', 'oleo-cozinha']);
    expect(ids('', 'tratamento')).toEqual(['biometanizacao', 'compostagem']);
    expect(ids('biometanizacao', 'documentos')).toEqual([]);
  });

  it('files terms under their folded first letter', () => {
    expect(letterOf('Óleo de cozinha usado')).toBe('O');
    expect(letterOf('ésg')).toBe('E');
    expect(letterOf('2030')).toBe('#');
  });
});
