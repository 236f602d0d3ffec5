import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createMtrRuntime, type MtrRuntime } from '../../src/domain/mtr/runtime.ts';
import { buildSimulator, type Simulator } from '../../src/domain/mtr/state-systems/simulator/simulator.ts';
import { createTestContext, type TestContext } from './context.ts';

/** The state systems' simulator listening on a free port of 127.0.0.1, and its base URL. */
export async function startSimulator(): Promise<{ sim: Simulator; url: string }> {
  const sim = buildSimulator();
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  return { sim, url: `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}` };
}

/** POSTs to the simulator's own routes (`/_sim/…`: faults, a receipt, a situation), as JSON when there is a body. */
export function simulatorPost(simUrl: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${simUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export interface MtrTestApp {
  ctx: TestContext;
  sim: Simulator;
  simUrl: string;
  runtime: MtrRuntime;
  /** Closes the app, then the runtime, then the simulator. */
  close(): Promise<void>;
}

/** The app with an MTR runtime that calls a simulator of its own over real HTTP, giving up on a call after timeoutMs. */
export async function startMtrTestApp(timeoutMs: number): Promise<MtrTestApp> {
  const { sim, url } = await startSimulator();
  const runtime = createMtrRuntime({ simulatorUrl: url, timeoutMs });
  let ctx: TestContext;
  try {
    ctx = await createTestContext({ mtr: runtime });
  } catch (err) {
    await runtime.close();
    await sim.app.close();
    throw err;
  }
  return {
    ctx,
    sim,
    simUrl: url,
    runtime,
    async close() {
      await ctx.close();
      await runtime.close();
      await sim.app.close();
    },
  };
}

/** The JSON of an answer that must have this status (the body shows when it has not). */
export async function ok<T>(res: LightMyRequestResponse, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
