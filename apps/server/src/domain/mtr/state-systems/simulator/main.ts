import { buildSimulator } from './simulator.ts';

/**
 * `npm run mtr:simulator`: the MTR simulator on its own — SINIR, SIGOR and the family-B systems (FEAM, SEMAD,
 * INEA, FEPAM, IMA, CPRH, IEMA) — on MTR_SIMULATOR_PORT (default 3990), loopback unless MTR_SIMULATOR_HOST says
 * otherwise. Point a server at it with MTR_SIMULATOR_URL=http://127.0.0.1:3990.
 */
const port = Number(process.env.MTR_SIMULATOR_PORT ?? 3990);
const host = process.env.MTR_SIMULATOR_HOST ?? '127.0.0.1';
const { app } = buildSimulator({ logger: true });
await app.listen({ port, host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
