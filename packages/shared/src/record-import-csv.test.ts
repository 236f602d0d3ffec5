import { describe, expect, it } from 'vitest';
import {
  guessDecimalMark,
  guessMapping,
  importVocabulary,
  readImportDate,
  readImportRow,
  readImportTime,
  readImportWeight,
} from './record-import-csv.ts';

describe('reading a history CSV', () => {
  it('maps Portuguese and English headers, accents and case aside', () => {
    expect(guessMapping(['Data', 'Hora', 'Área', 'Tipo', 'Subtipo', 'Peso (kg)'])).toEqual({
      date: 0,
      time: 1,
      area: 2,
      wasteType: 3,
      subType: 4,
      weightKg: 5,
    });
    expect(guessMapping(['weight', 'type', 'date'])).toMatchObject({ date: 2, wasteType: 1, weightKg: 0, time: null });
  });

  it('reads dd/mm/yyyy and ISO dates, and refuses impossible ones', () => {
    expect(readImportDate('05/03/2025')).toBe('2025-03-05');
    expect(readImportDate('2025-03-05')).toBe('2025-03-05');
    expect(readImportDate('2025-03-05T10:20:00')).toBe('2025-03-05');
    expect(readImportDate('31/02/2025')).toBeNull();
    expect(readImportDate('03-2025')).toBeNull();
    expect(readImportTime('9:05')).toBe('09:05');
    expect(readImportTime('2025-03-05T10:20:30')).toBe('10:20:30');
    expect(readImportTime('25:00')).toBeNull();
  });

  it('reads weights with the decimal comma or point', () => {
    expect(guessDecimalMark(['1', '12,5'])).toBe(',');
    expect(guessDecimalMark(['1', '12.5'])).toBe('.');
    expect(readImportWeight('1.500,25', ',')).toBe(1500.25);
    expect(readImportWeight('12,5', ',')).toBe(12.5);
    expect(readImportWeight('1,500.25', '.')).toBe(1500.25);
    expect(readImportWeight('0', '.')).toBeNull();
    expect(readImportWeight('1,2345', ',')).toBeNull();
    expect(readImportWeight('abc', ',')).toBeNull();
  });

  it('matches types and sub-types by code or label of any language, areas by name', () => {
    const vocabulary = importVocabulary([{ id: 'a1', name: 'Cozinha' }]);
    const mapping = guessMapping(['data', 'hora', 'area', 'tipo', 'subtipo', 'peso']);
    expect(
      readImportRow(['10/03/2025', '08:00', 'cozinha', 'Reciclável', 'Plastic', '2,5'], 2, mapping, vocabulary, ','),
    ).toEqual({
      row: {
        line: 2,
        date: '2025-03-10',
        time: '08:00',
        areaId: 'a1',
        wasteType: 'reciclavel',
        subType: 'plastic',
        weightKg: 2.5,
      },
      errors: [],
    });
    expect(readImportRow(['32/03/2025', 'x', 'Sala', 'lixo', 'nada', ''], 7, mapping, vocabulary, ',').errors).toEqual([
      { line: 7, column: 'date', reason: 'invalid-date' },
      { line: 7, column: 'time', reason: 'invalid-time' },
      { line: 7, column: 'area', reason: 'area-invalid' },
      { line: 7, column: 'wasteType', reason: 'unknown-type' },
      { line: 7, column: 'subType', reason: 'unknown-subtype' },
      { line: 7, column: 'weightKg', reason: 'required' },
    ]);
  });
});
