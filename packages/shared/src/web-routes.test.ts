import { describe, expect, it } from 'vitest';
import { webPathKind } from './web-routes.ts';

describe('webPathKind', () => {
  it('tells the public pages, in every language, from the signed-in app and from paths with no page', () => {
    for (const path of ['/', '/en', '/en/', '/es/contato', '/produto/', '/login', '/acesso-negado'])
      expect(webPathKind(path), path).toBe('public');
    // The SIGOR panel is in Portuguese only; under /en and /es a page says so, with a link to it.
    for (const path of [
      '/app',
      '/app/',
      '/en/app/dashboard',
      '/app/admin/master-tools',
      '/app/painelsigor',
      '/en/app/painelsigor',
      '/es/app/painelsigor',
    ])
      expect(webPathKind(path), path).toBe('app');
    for (const path of ['/qualquer-coisa', '/app/nao-existe', '/en/app/nao-existe', '/fr/produto'])
      expect(webPathKind(path), path).toBe('unknown');
  });
});
