/** CNPJ (Brazilian company registry number) check digits, per the Receita Federal modulo-11 rule. */
function checkDigit(digits: number[]): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Completes a 12-digit CNPJ base with its two check digits. */
export function withCnpjCheckDigits(base12: string): string {
  const digits = base12.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 12) throw new Error('A CNPJ base has 12 digits');
  const first = checkDigit(digits);
  const second = checkDigit([...digits, first]);
  return [...digits, first, second].join('');
}

/** True for a 14-digit CNPJ (punctuation ignored) whose check digits are right and whose digits are not all equal. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return withCnpjCheckDigits(digits.slice(0, 12)) === digits;
}

export function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
