import { describe, expect, it } from 'vitest';
import { maskCpf, redact } from './redact.ts';

describe('redact', () => {
  it("masks a person's CPF wherever the exchange carries one, as the settings page does, and keeps a company's CNPJ", () => {
    const shown = redact({
      cpfCnpj: '52998224725',
      senha: 'segredo',
      usuarioCpf: '529.982.247-25',
      motorista: { motCpf: 52998224725, nome: 'João' },
      gerador: { cpfCnpj: '12345678000195', unidade: 42 },
    });
    expect(shown).toEqual({
      cpfCnpj: '***.***.*47-25',
      senha: '[removed]',
      usuarioCpf: '***.***.*47-25',
      motorista: { motCpf: '***.***.*47-25', nome: 'João' },
      gerador: { cpfCnpj: '12345678000195', unidade: 42 },
    });
    expect(JSON.stringify(shown)).not.toMatch(/52998224725|529\.982\.247/);
  });

  it('masks the same way as the stored credentials hint', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.***.*47-25');
  });
});
