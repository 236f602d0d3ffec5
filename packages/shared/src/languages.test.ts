import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguagePath } from './languages.ts';

describe('language paths', () => {
  it('reads the language from the prefix; Portuguese has none', () => {
    expect(splitLanguagePath('/app/dashboard')).toEqual({ lang: 'pt', rest: '/app/dashboard' });
    expect(splitLanguagePath('/en/app/dashboard')).toEqual({ lang: 'en', rest: '/app/dashboard' });
    expect(splitLanguagePath('/es')).toEqual({ lang: 'es', rest: '/' });
    expect(splitLanguagePath('/english')).toEqual({ lang: 'pt', rest: '/english' });
  });

  it('rewrites the prefix and keeps the rest of the path', () => {
    expect(localizePath('/sobre', 'en')).toBe('/en/sobre');
    expect(localizePath('/en/sobre', 'es')).toBe('/es/sobre');
    expect(localizePath('/es/app/glossario', 'pt')).toBe('/app/glossario');
    expect(localizePath('/', 'es')).toBe('/es/');
    expect(localizePath('/en/', 'pt')).toBe('/');
  });
});
