import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMtrRuntime } from './runtime.ts';

describe('where the MTR systems answer', () => {
  it('SINIR under /api since its 2026 change, /apiws/rest when the operator switches; SIGOR unchanged', async () => {
    const fresh = createMtrRuntime();
    const legacy = createMtrRuntime({ sinirRoutes: 'apiws' });
    try {
      expect(await fresh.baseUrl('SINIR', 'production')).toBe('https://admin.sinir.gov.br/api');
      expect(await fresh.baseUrl('SINIR', 'homologation')).toBe('https://admin-homologacao.sinir.gov.br/api');
      expect(await legacy.baseUrl('SINIR', 'production')).toBe('https://admin.sinir.gov.br/apiws/rest');
      for (const runtime of [fresh, legacy]) {
        expect(await runtime.baseUrl('SIGOR', 'production')).toBe('https://mtrr.cetesb.sp.gov.br/apiws/rest');
        expect(await runtime.baseUrl('SIGOR', 'simulator')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/SIGOR\/apiws\/rest$/);
      }
      // The simulator follows the switch, so what the switch changes is exercised against it.
      expect(await fresh.baseUrl('SINIR', 'simulator')).toMatch(/\/SINIR\/api$/);
      expect(await legacy.baseUrl('SINIR', 'simulator')).toMatch(/\/SINIR\/apiws\/rest$/);
    } finally {
      await Promise.all([fresh.close(), legacy.close()]);
    }
  });

  it('reads the switch from MTR_SINIR_ROUTES, api unless set, and refuses another value by name', () => {
    expect(loadConfig({}).mtr.sinirRoutes).toBe('api');
    expect(loadConfig({ MTR_SINIR_ROUTES: 'apiws' }).mtr.sinirRoutes).toBe('apiws');
    expect(() => loadConfig({ MTR_SINIR_ROUTES: 'rest' })).toThrow(/MTR_SINIR_ROUTES/);
  });
});
