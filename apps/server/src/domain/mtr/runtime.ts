import { randomBytes } from 'node:crypto';
import type { MtrApiSystem, MtrEnvironment } from '@ecopeso/shared/mtr';
import type { ExchangeRecord, MtrConnection, MtrSystemAdapter } from '../../mtr/adapter.ts';
import { createApiwsAdapter } from '../../mtr/apiws-adapter.ts';
import { localSimulator, type LocalSimulator } from '../../mtr/simulator/local-simulator.ts';
import { SIMULATOR_ROUTE_TREES } from '../../mtr/simulator/simulator.ts';

/**
 * SINIR's two route families. Since its 2026 change three of the four public clients send data calls, and the
 * token exchange, under `/api` (reference/mtr-real-systems.md: S7, S9 for retornaManifesto, S10); the older
 * `/apiws/rest` is still where others exchange the token (S8, S9). `MTR_SINIR_ROUTES` switches between them, so an
 * operator can follow the service without a release.
 */
export const SINIR_ROUTES = ['api', 'apiws'] as const;
export type SinirRoutes = (typeof SINIR_ROUTES)[number];

type LiveEnvironment = Exclude<MtrEnvironment, 'simulator'>;

/**
 * Where each system answers, by route family and environment: the one table of base URLs (the sign-in and every
 * call are paths under it). SINIR's homologation is `admin-homologacao.sinir.gov.br` (S10);
 * `homolog-admin.sinir.gov.br` does not resolve (S8). SIGOR (CETESB) has one family (S1, S12).
 */
export const MTR_BASE_URLS: Record<MtrApiSystem, Record<SinirRoutes, Record<LiveEnvironment, string>>> = {
  SINIR: {
    api: {
      production: 'https://admin.sinir.gov.br/api',
      homologation: 'https://admin-homologacao.sinir.gov.br/api',
    },
    apiws: {
      production: 'https://admin.sinir.gov.br/apiws/rest',
      homologation: 'https://admin-homologacao.sinir.gov.br/apiws/rest',
    },
  },
  SIGOR: {
    api: {
      production: 'https://mtrr.cetesb.sp.gov.br/apiws/rest',
      homologation: 'https://mtrr-hom.cetesb.sp.gov.br/apiws/rest',
    },
    apiws: {
      production: 'https://mtrr.cetesb.sp.gov.br/apiws/rest',
      homologation: 'https://mtrr-hom.cetesb.sp.gov.br/apiws/rest',
    },
  },
};

/** What the MTR routes and jobs need besides the database: the credentials key, the simulator, the adapters. */
export interface MtrRuntime {
  credentialsKey: Buffer;
  simulator: LocalSimulator;
  timeoutMs: number;
  /** The system's base URL (MTR_BASE_URLS; the simulator's in its environment), no trailing slash. */
  baseUrl(system: MtrApiSystem, environment: MtrEnvironment): Promise<string>;
  adapter(connection: MtrConnection, onExchange: (e: ExchangeRecord) => void): MtrSystemAdapter;
  close(): Promise<void>;
}

export function createMtrRuntime(
  options: { credentialsKey?: Buffer; simulatorUrl?: string; timeoutMs?: number; sinirRoutes?: SinirRoutes } = {},
): MtrRuntime {
  const simulator = localSimulator(options.simulatorUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    // Tests and a server given no key: a key for this process only (stored credentials then open in it alone).
    credentialsKey: options.credentialsKey ?? randomBytes(32),
    simulator,
    timeoutMs,
    async baseUrl(system, environment) {
      const routes = options.sinirRoutes ?? 'api';
      // The simulator serves both of SINIR's trees, in the answer shapes of each: the switch holds there too.
      if (environment === 'simulator') {
        return `${await simulator.url()}/${system}/${SIMULATOR_ROUTE_TREES[system === 'SINIR' && routes === 'api' ? '2026' : 'legacy']}`;
      }
      return MTR_BASE_URLS[system][routes][environment];
    },
    adapter: (connection, onExchange) => createApiwsAdapter(connection, { timeoutMs, onExchange }),
    close: () => simulator.close(),
  };
}
