import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { seedEmissionFactors } from './domain/impact/seed-emission-factors.ts';
import { DEMO_EMAILS, seedDemoData } from './seed/demo-data.ts';
import { seedDemoMtr } from './seed/demo-mtr.ts';
import { loadCredentialsKey } from './domain/mtr/credentials-crypto.ts';

/** True when the embedded database has not been created yet (first start on this data folder). */
export function isFreshEmbeddedDatabase(config: Config): boolean {
  return !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Loads what a database needs before serving: the emission factors (reference data, every environment) and,
 * outside production, the demo data with its sign-ins printed once. Safe to run on every start.
 */
export async function prepareData(database: Database, config: Config, { quiet = false } = {}): Promise<void> {
  await seedEmissionFactors(database.db);
  if (config.production) return;
  const started = Date.now();
  const seeded = await seedDemoData(database.db, { password: config.demoPassword });
  // The demo's MTR settings point at the simulator; their credentials are sealed with the server's own key.
  const credentialsKey = loadCredentialsKey(config.dataDir, config.mtr.credentialsKey);
  const mtrConnected = await seedDemoMtr(database.db, { credentialsKey });
  if (seeded) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Demo data loaded (${seeded.records} weighings in ${seconds} s). Demo sign-ins:`,
        ...Object.entries(seeded.emails).map(([role, email]) => `  ${role.padEnd(12)} ${email}`),
        `  password     ${seeded.password}${config.demoPassword ? ' (from DEMO_PASSWORD)' : ' (generated now; shown only this once)'}`,
        ...(mtrConnected
          ? [
              'MTR: the resort (SINIR) and the São Paulo hotel (SIGOR) are connected to the local MTR simulator (demo, no legal value).',
            ]
          : []),
      ].join('\n'),
    );
  } else if (!quiet) {
    console.log(
      `Demo sign-ins: ${Object.values(DEMO_EMAILS).join(', ')}\n` +
        '  password: the one printed at first start (or DEMO_PASSWORD then). Delete the data folder to start afresh.',
    );
  }
}
