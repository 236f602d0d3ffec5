import type { AddressInfo } from 'node:net';
import { buildSimulator, type Simulator } from './simulator.ts';

/**
 * The simulator this process uses for clients whose environment is 'simulator': the one at MTR_SIMULATOR_URL
 * when set (`npm run mtr:simulator`), otherwise one started in this process on a free loopback port on first use
 * (docs/decisions/018-mtr-simulator-beside-the-server.md). Never reachable from outside the machine.
 */
export interface LocalSimulator {
  /** Base URL without the system and route tree (`${url}/SINIR/api`, `${url}/SIGOR/apiws/rest`, `${url}/INEA/api`). */
  url(): Promise<string>;
  close(): Promise<void>;
}

export function localSimulator(fixedUrl?: string): LocalSimulator {
  let started: Promise<{ sim: Simulator; url: string }> | null = null;
  return {
    async url() {
      if (fixedUrl) return fixedUrl.replace(/\/$/, '');
      started ??= (async () => {
        const sim = buildSimulator();
        await sim.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = sim.app.server.address() as AddressInfo;
        return { sim, url: `http://127.0.0.1:${port}` };
      })();
      return (await started).url;
    },
    async close() {
      if (started) await (await started).sim.app.close();
    },
  };
}
