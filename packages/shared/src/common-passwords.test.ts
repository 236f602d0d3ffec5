import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { newPasswordSchema } from './users.ts';

describe('isCommonPassword', () => {
  it('refuses common words with digits or symbols around them, runs and repeats', () => {
    for (const p of [
      'senha12345',
      'Password123!',
      '1234567890',
      'qwertyuiop',
      'aaaaaaaaaa',
      'abcabcabcabc',
      'Ecopeso2026',
      'contraseña1',
      'admin@admin',
      '0987654321',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts passphrases and random strings', () => {
    for (const p of ['horta-de-tomates-42', 'composteira-da-horta-7', 'Vq8#kLm2pZ', 'trem azul na serra']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe('newPasswordSchema', () => {
  it('needs at least 10 characters and no common password', () => {
    expect(newPasswordSchema.safeParse('curta-9').success).toBe(false);
    expect(newPasswordSchema.safeParse('senha12345').success).toBe(false);
    expect(newPasswordSchema.safeParse('horta-de-tomates-42').success).toBe(true);
  });
});
