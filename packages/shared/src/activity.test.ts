import { describe, expect, it } from 'vitest';
import { headerNames, parseActivityCsv } from './activity.ts';
import { VOCABULARY } from './vocabulary.ts';
import { wordsFrom } from './words.ts';

const names = headerNames({
  pt: VOCABULARY.pt.activity.columns,
  en: VOCABULARY.en.activity.columns,
  es: VOCABULARY.es.activity.columns,
});
const parse = (text: string) => parseActivityCsv(text, names, '2026-11');

describe('parseActivityCsv', () => {
  it('reads a Portuguese file with ; and a BOM, columns in any order', () => {
    const text =
      '\uFEFFRefeições;Mês;Diárias ocupadas;Hóspedes\r\n3.200;2026-09;1 250;2400\r\n3100;2026-10;1200;2300\r\n';
    expect(parse(text)).toEqual({
      ok: true,
      rows: [
        { month: '2026-09', guestNights: 1250, guests: 2400, meals: 3200 },
        { month: '2026-10', guestNights: 1200, guests: 2300, meals: 3100 },
      ],
    });
  });

  it('reads English and Spanish headers with commas, and the plain keys', () => {
    expect(parse('Month,Guest-nights,Guests,Meals (covers)\n2026-01,10,20,30').ok).toBe(true);
    expect(parse('Mes;Pernoctaciones;Huéspedes;Comidas (cubiertos)\n2026-01;10;20;30').ok).toBe(true);
    expect(parse('Mês;Pernoites;Hóspedes;Refeições\n2026-01;10;20;30').ok).toBe(true);
    // The guest-nights' former names: a file written before they were named by what they count still imports.
    for (const former of ['Diárias ocupadas', 'Occupied room-nights', 'Noches ocupadas']) {
      expect(parse(`Month;${former};Guests;Meals\n2026-01;10;20;30`), former).toEqual({
        ok: true,
        rows: [{ month: '2026-01', guestNights: 10, guests: 20, meals: 30 }],
      });
    }
    expect(parse('month,guestNights,guests,meals\n2026-01,10,20,30').ok).toBe(true);
    expect(parse('Month,Guest-nights,Guests,Meals\n2026-01,10,20,30')).toEqual({
      ok: true,
      rows: [{ month: '2026-01', guestNights: 10, guests: 20, meals: 30 }],
    });
  });

  it('reports every bad line and column and stores nothing (all or nothing)', () => {
    const text = [
      'Mês;Diárias ocupadas;Hóspedes;Refeições',
      '2026-13;10;20;30',
      '2026-02;-1;x;30',
      '2026-03;1;2',
      '2026-04;1;2;3',
      '2026-04;1;2;3',
      '2027-01;1;2;3',
    ].join('\n');
    expect(parse(text)).toEqual({
      ok: false,
      errors: [
        { line: 2, column: 'month', code: 'month' },
        { line: 3, column: 'guestNights', code: 'number' },
        { line: 3, column: 'guests', code: 'number' },
        { line: 4, column: null, code: 'columns' },
        { line: 6, column: 'month', code: 'duplicate' },
        { line: 7, column: 'month', code: 'future' },
      ],
    });
  });

  it('refuses an empty file and a header that does not name the four columns', () => {
    expect(parse('Mês;Hóspedes\n')).toEqual({ ok: false, errors: [{ line: 0, column: null, code: 'empty' }] });
    expect(parse('Mês;Hóspedes;Refeições;Quartos\n2026-01;1;2;3')).toEqual({
      ok: false,
      errors: [{ line: 1, column: 'guestNights', code: 'header' }],
    });
  });
});

describe('activity import errors in words', () => {
  it("name the line and the column in the reader's language", () => {
    const words = wordsFrom((key) =>
      String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], VOCABULARY.pt)),
    );
    expect(words.activityError({ line: 3, column: 'guests', code: 'number' })).toBe(
      'Linha 3, Hóspedes: informe um número inteiro de 0 a 10.000.000.',
    );
    // The guest-nights by the name the vocabulary gives them ('Pernoites').
    expect(words.activityError({ line: 2, column: 'guestNights', code: 'number' })).toBe(
      'Linha 2, Pernoites: informe um número inteiro de 0 a 10.000.000.',
    );
  });
});
