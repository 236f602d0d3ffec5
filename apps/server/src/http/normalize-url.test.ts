import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeUrl } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it('gives every spelling of an API path the one form the limits and the router see', () => {
    for (const spelled of [
      '/api/v1/me',
      '//api/v1/me',
      '/api//v1/me',
      '/api/v1//me',
      '///api///v1///me',
      '/%2Fapi/v1/me',
      '/api%2Fv1%2fme',
      '/api%5Cv1/me',
      '/api\\v1/me',
      '/%61pi/v1/me',
      '/./api/./v1/me',
      '/x/../api/v1/me',
      '/../../api/v1/me',
      '/%2e/api/%2E%2E/api/v1/me',
    ]) {
      expect(normalizeUrl(spelled), spelled).toBe('/api/v1/me');
    }
  });

  it('keeps the query as it came, an escaped percent escaped, and a trailing slash', () => {
    expect(normalizeUrl('//api/v1/records?from=a%2Fb&x=//y')).toBe('/api/v1/records?from=a%2Fb&x=//y');
    expect(normalizeUrl('/api/v1/x%2541')).toBe('/api/v1/x%2541');
    expect(normalizeUrl('/pt/sobre/')).toBe('/pt/sobre/');
    expect(normalizeUrl('/')).toBe('/');
    expect(normalizeUrl('')).toBe('/');
  });

  it('leaves a path whose escapes do not decode for the router to refuse', () => {
    expect(normalizeUrl('/api/v1/%E0%A4%A')).toBe('/api/v1/%E0%A4%A');
  });

  it('is idempotent, never leaves doubled slashes or dot segments, and always starts with one slash', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('api', 'v1', 'me', '', '.', '..', '%2F', '%2e', '%2E%2e', '%61', '\\', 'x'), {
          maxLength: 12,
        }),
        (parts) => {
          const once = normalizeUrl(`/${parts.join('/')}`);
          expect(normalizeUrl(once)).toBe(once);
          expect(once.startsWith('/')).toBe(true);
          expect(once).not.toMatch(/\/\/|(^|\/)\.\.?(\/|$)/);
        },
      ),
    );
  });
});
