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

  it('the second family from its table: production where a source shows it, no invented homologation', async () => {
    const runtime = createMtrRuntime();
    try {
      expect(await runtime.baseUrl('INEA', 'production')).toBe('https://mtr.inea.rj.gov.br/api');
      expect(await runtime.baseUrl('FEPAM', 'production')).toBe('https://mtr.fepam.rs.gov.br/mtrservice');
      expect(await runtime.baseUrl('FEAM', 'simulator')).toMatch(/\/FEAM\/api$/);
      await expect(runtime.baseUrl('INEA', 'homologation')).rejects.toThrow(/No source shows a homologation address/);
      // Family B signs in with CPF and password; a SINIR token stored for it is no credential there.
      const connection = {
        system: 'INEA' as const,
        environment: 'production' as const,
        baseUrl: 'https://mtr.inea.rj.gov.br/api',
        generatorUnitCode: '4567',
        generatorCnpj: '11222333000181',
      };
      expect(() =>
        runtime.adapter(
          { ...connection, credentials: { kind: 'integration-token', integrationToken: 'SIM-x' } },
          () => {},
        ),
      ).toThrow(/No credentials/);
      const adapter = runtime.adapter(
        { ...connection, credentials: { kind: 'cpf-password', cpf: '12345678909', password: 'x' } },
        () => {},
      );
      await expect(adapter.findBySeuCodigo('ECO-1')).rejects.toMatchObject({ kind: 'not-supported' });
    } finally {
      await runtime.close();
    }
  });

  it('takes a second-family address from MTR_STATE_BASE_URLS over the table, and refuses another system by name', async () => {
    const { stateBaseUrls } = loadConfig({
      MTR_STATE_BASE_URLS: 'INEA:homologation=https://mtr-hom.inea.example/api/; FEAM=https://mtr2.feam.example/api',
    }).mtr;
    const runtime = createMtrRuntime({ stateBaseUrls });
    try {
      expect(await runtime.baseUrl('INEA', 'homologation')).toBe('https://mtr-hom.inea.example/api');
      expect(await runtime.baseUrl('FEAM', 'production')).toBe('https://mtr2.feam.example/api');
      expect(await runtime.baseUrl('INEA', 'production')).toBe('https://mtr.inea.rj.gov.br/api');
    } finally {
      await runtime.close();
    }
    expect(() => loadConfig({ MTR_STATE_BASE_URLS: 'SINIR=https://x.example' })).toThrow(/MTR_STATE_BASE_URLS/);
    expect(() => loadConfig({ MTR_STATE_BASE_URLS: 'INEA=http://plain.example' })).toThrow(/MTR_STATE_BASE_URLS/);
  });

  it('reads the switch from MTR_SINIR_ROUTES, api unless set, and refuses another value by name', () => {
    expect(loadConfig({}).mtr.sinirRoutes).toBe('api');
    expect(loadConfig({ MTR_SINIR_ROUTES: 'apiws' }).mtr.sinirRoutes).toBe('apiws');
    expect(() => loadConfig({ MTR_SINIR_ROUTES: 'rest' })).toThrow(/MTR_SINIR_ROUTES/);
  });
});
