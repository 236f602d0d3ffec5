import { randomBytes } from 'node:crypto';
import type { MtrApiSystem, MtrEnvironment, MtrSystem } from '@ecopeso/shared/mtr';
import { MTR_FAMILY } from '@ecopeso/shared/mtr-systems';
import type { ExchangeRecord, MtrConnection, MtrSystemAdapter } from './state-systems/adapter.ts';
import { createApiwsAdapter } from './state-systems/apiws-adapter.ts';
import { createFamilyBAdapter } from './state-systems/family-b-adapter.ts';
import { FAMILY_B, type FamilyBSystem } from './state-systems/family-b.ts';
import { NotReady } from './settings.ts';
import { AppError } from '../app-error.ts';
import { localSimulator, type LocalSimulator } from './state-systems/simulator/local-simulator.ts';
import { SIMULATOR_ROUTE_TREES } from './state-systems/simulator/simulator.ts';

/**
 * SINIR's two route families. Since its 2026 change three of the four public clients send data calls, and the
 * token exchange, under `/api` (reference/mtr-real-systems.md: S7, S9 for retornaManifesto, S10); the older
 * `/apiws/rest` is still where others exchange the token (S8, S9). `MTR_SINIR_ROUTES` switches between them, so an
 * operator can follow the service without a release.
 */
export const SINIR_ROUTES = ['api', 'apiws'] as const;
export type SinirRoutes = (typeof SINIR_ROUTES)[number];

type LiveEnvironment = Exclude<MtrEnvironment, 'simulator'>;

/** Family-B addresses an operator gives over the table (MTR_STATE_BASE_URLS). */
export type StateBaseUrls = Partial<Record<FamilyBSystem, Partial<Record<LiveEnvironment, string>>>>;

/** SIGOR (CETESB) has one family of routes (S1, S12): its 'api' and 'apiws' are the same addresses. */
const SIGOR_URLS: Record<LiveEnvironment, string> = {
  production: 'https://mtrr.cetesb.sp.gov.br/apiws/rest',
  homologation: 'https://mtrr-hom.cetesb.sp.gov.br/apiws/rest',
};

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
  SIGOR: { api: SIGOR_URLS, apiws: SIGOR_URLS },
};

/** What the MTR routes and jobs need besides the database: the credentials key, the simulator, the adapters. */
export interface MtrRuntime {
  credentialsKey: Buffer;
  simulator: LocalSimulator;
  timeoutMs: number;
  /** The system's base URL (MTR_BASE_URLS; the simulator's in its environment), no trailing slash. */
  baseUrl(system: MtrSystem, environment: MtrEnvironment): Promise<string>;
  adapter(connection: MtrConnection, onExchange: (e: ExchangeRecord) => void): MtrSystemAdapter;
  close(): Promise<void>;
}

export function createMtrRuntime(
  options: {
    credentialsKey?: Buffer;
    simulatorUrl?: string;
    timeoutMs?: number;
    sinirRoutes?: SinirRoutes;
    stateBaseUrls?: StateBaseUrls;
  } = {},
): MtrRuntime {
  const simulator = localSimulator(options.simulatorUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    // Tests and a server given no key: a key for this process only (stored credentials then open in it alone).
    credentialsKey: options.credentialsKey ?? randomBytes(32),
    simulator,
    timeoutMs,
    async baseUrl(system, environment) {
      if (MTR_FAMILY[system] === 'B') {
        const row = FAMILY_B[system as FamilyBSystem];
        // The simulator serves each family-B system under `/{system}/api`, whatever its real path.
        if (environment === 'simulator') return `${await simulator.url()}/${system}/api`;
        const url = options.stateBaseUrls?.[system as FamilyBSystem]?.[environment] ?? row.base[environment];
        if (!url) {
          throw new AppError(
            'invalid-argument',
            `No source shows a ${environment} address for ${row.agency}; use production or the simulator.`,
            { reason: 'mtr-not-supported', params: { said: '' } },
          );
        }
        return url;
      }
      const routes = options.sinirRoutes ?? 'api';
      // The simulator serves both of SINIR's trees, in the answer shapes of each: the switch holds there too.
      if (environment === 'simulator') {
        return `${await simulator.url()}/${system}/${SIMULATOR_ROUTE_TREES[system === 'SINIR' && routes === 'api' ? '2026' : 'legacy']}`;
      }
      return MTR_BASE_URLS[system as MtrApiSystem][routes][environment];
    },
    adapter(connection, onExchange) {
      if (MTR_FAMILY[connection.system] === 'A') return createApiwsAdapter(connection, { timeoutMs, onExchange });
      // Family B signs in with the user's CPF and password (FEAM's gettoken, INEA's path, FEPAM's body).
      const { credentials } = connection;
      if (credentials.kind !== 'cpf-password') throw new NotReady('no-credentials');
      return createFamilyBAdapter(
        {
          system: connection.system as FamilyBSystem,
          baseUrl: connection.baseUrl,
          generatorUnitCode: connection.generatorUnitCode,
          generatorCnpj: connection.generatorCnpj,
          cpf: credentials.cpf,
          password: credentials.password,
        },
        { timeoutMs, onExchange },
      );
    },
    close: () => simulator.close(),
  };
}
