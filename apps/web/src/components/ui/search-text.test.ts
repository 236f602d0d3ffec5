import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './search-text';

describe('matchesSearch', () => {
  it('ignores accents and case both ways', () => {
    expect(matchesSearch('Pousada São João', 'sao joao')).toBe(true);
    expect(matchesSearch('Hotel Sao Joao', 'SÃO')).toBe(true);
    expect(matchesSearch('Ação Cozinha', 'acao')).toBe(true);
    expect(matchesSearch('Restaurante Índigo', 'indigo')).toBe(true);
  });

  it('matches anywhere in the text and keeps everything on an empty query', () => {
    expect(matchesSearch('Pousada Serra Verde', 'verde')).toBe(true);
    expect(matchesSearch('Pousada Serra Verde', '   ')).toBe(true);
    expect(matchesSearch('Pousada Serra Verde', 'azul')).toBe(false);
  });

  it('treats runs of spaces as one', () => {
    expect(foldText('  Serra   Verde ')).toBe('serra verde');
    expect(matchesSearch('Serra Verde', 'serra  verde')).toBe(true);
  });
});
