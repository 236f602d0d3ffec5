import { describe, expect, it } from 'vitest';
import { literal } from './export-database.ts';

describe('literal', () => {
  it('writes any text as one line PostgreSQL reads back unchanged', () => {
    expect(literal(null)).toBe('NULL');
    expect(literal('Hotel Atlântico')).toBe("'Hotel Atlântico'");
    expect(literal("d'Ouro \\ Praia\nNorte\r\tfim\u0001")).toBe("E'd\\'Ouro \\\\ Praia\\nNorte\\r\\tfim\\x01'");
    expect(literal("d'Ouro")).toBe("E'd\\'Ouro'");
  });
});
