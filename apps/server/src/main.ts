import { existsSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { createServer, openConfiguredDatabase } from './server.ts';
import { DEMO_EMAILS, seedDemoData } from './seed/demo-data.ts';
import { seedEmissionFactors } from './domain/impact/seed-emission-factors.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);

await seedEmissionFactors(database.db);

if (!config.production) {
  const started = Date.now();
  const seeded = await seedDemoData(database.db, { password: config.demoPassword });
  const lines = seeded
    ? [
        `Demo data loaded (${seeded.records} weighings in ${((Date.now() - started) / 1000).toFixed(1)} s). Demo sign-ins:`,
        ...Object.entries(seeded.emails).map(([role, email]) => `  ${role.padEnd(12)} ${email}`),
        `  password     ${seeded.password}${config.demoPassword ? ' (from DEMO_PASSWORD)' : ' (generated now; shown only this once)'}`,
      ]
    : [
        `Demo sign-ins: ${Object.values(DEMO_EMAILS).join(', ')}`,
        '  password: the one printed at first start (or DEMO_PASSWORD then). Delete the data folder to start afresh.',
      ];
  console.log(lines.join('\n'));
}

const { app } = await createServer(config, database);
if (!existsSync(config.webDist)) app.log.warn(`No built web app in ${config.webDist}: run npm run build.`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `Ecopeso is running at http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);
