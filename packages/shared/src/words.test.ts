import { describe, expect, it } from 'vitest';
import { wordsFrom } from './words.ts';
import { VOCABULARY } from './vocabulary.ts';

const words = wordsFrom((key) =>
  String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], VOCABULARY.pt)),
);

describe('lossReasonName', () => {
  it("names a stage's reason in the vocabulary's words, whatever name it was stored with", () => {
    expect(words.lossReasonName('spoilage', 'spoilage')).toBe('Estragado');
  });

  it("names a client's own reason by its name, and none as null", () => {
    expect(words.lossReasonName(null, 'Caiu no chão')).toBe('Caiu no chão');
    expect(words.lossReasonName(null, null)).toBeNull();
    expect(words.lossReasonName(undefined, undefined)).toBeNull();
  });
});
