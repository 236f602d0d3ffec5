import { randomBytes } from 'node:crypto';
import type { MtrApiSystem, MtrEnvironment } from '@ecopeso/shared/mtr';
import type { ExchangeRecord, MtrConnection, MtrSystemAdapter } from '../../mtr/adapter.ts';
import { createApiwsAdapter } from '../../mtr/apiws-adapter.ts';
import { localSimulator, type LocalSimulator } from '../../mtr/simulator/local-simulator.ts';

/** Base URLs of the live and test systems (reference/mtr-web-services.md §2.1). */
const BASE_URLS: Record<MtrApiSystem, Record<Exclude<MtrEnvironment, 'simulator'>, string>> = {
  SINIR: {
    production: 'https://admin.sinir.gov.br/apiws/rest',
    // Reported not resolving (Sep 2026); kept so a working one needs no code change.
    homologation: 'https://homolog-admin.sinir.gov.br/apiws/rest',
  },
  SIGOR: {
    production: 'https://mtrr.cetesb.sp.gov.br/apiws/rest',
    homologation: 'https://mtrr-hom.cetesb.sp.gov.br/apiws/rest',
  },
};

/** What the MTR routes and jobs need besides the database: the credentials key, the simulator, the adapters. */
export interface MtrRuntime {
  credentialsKey: Buffer;
  simulator: LocalSimulator;
  timeoutMs: number;
  /** Up to `/apiws/rest`. */
  baseUrl(system: MtrApiSystem, environment: MtrEnvironment): Promise<string>;
  adapter(connection: MtrConnection, onExchange: (e: ExchangeRecord) => void): MtrSystemAdapter;
  close(): Promise<void>;
}

export function createMtrRuntime(
  options: { credentialsKey?: Buffer; simulatorUrl?: string; timeoutMs?: number } = {},
): MtrRuntime {
  const simulator = localSimulator(options.simulatorUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    // Tests and a server given no key: a key for this process only (stored credentials then open in it alone).
    credentialsKey: options.credentialsKey ?? randomBytes(32),
    simulator,
    timeoutMs,
    async baseUrl(system, environment) {
      if (environment === 'simulator') return `${await simulator.url()}/${system}/apiws/rest`;
      return BASE_URLS[system][environment];
    },
    adapter: (connection, onExchange) => createApiwsAdapter(connection, { timeoutMs, onExchange }),
    close: () => simulator.close(),
  };
}
