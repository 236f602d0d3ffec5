import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, withCnpjCheckDigits } from './cnpj.ts';

describe('CNPJ', () => {
  it('accepts a registered CNPJ with or without punctuation', () => {
    // Banco do Brasil's head office, a published CNPJ.
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
    expect(isValidCnpj('00000000000191')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCnpj('00.000.000/0001-92')).toBe(false);
    expect(isValidCnpj('0000000000019')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
  });
  it('completes a base with digits that validate', () => {
    const cnpj = withCnpjCheckDigits('123456780001');
    expect(cnpj).toHaveLength(14);
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(formatCnpj(cnpj)).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  });
});
