import type { MtrConnectionOutcome, MtrConnectionTest } from '@ecopeso/shared/mtr-settings';
import type { Db } from '../../db/client.ts';
import { MtrSystemError } from './state-systems/adapter.ts';
import { exchangeCollector, saveExchanges } from './exchanges.ts';
import type { MtrRuntime } from './runtime.ts';
import { NotReady, resolveConnection, saveLastTest } from './settings.ts';

const outcomeOf = (err: unknown): MtrConnectionOutcome =>
  err instanceof MtrSystemError ? (err.kind === 'not-pdf' ? 'system-error' : err.kind) : 'system-error';

/**
 * "Testar conexão": signs in to the client's system with the stored credentials, then reads one lookup list;
 * says which step worked and which did not, in the outcome vocabulary the page turns into plain words, with the
 * system's own message. Kept as the settings' last test; the exchanges are kept too. Never throws for a failure
 * of the system: the failure is the answer.
 */
export async function testMtrConnection(db: Db, runtime: MtrRuntime, clientId: string): Promise<MtrConnectionTest> {
  const testedAt = new Date().toISOString();
  let resolved;
  try {
    resolved = await resolveConnection(db, runtime, clientId);
  } catch (err) {
    if (!(err instanceof NotReady)) throw err;
    return { ok: false, outcome: err.outcome, steps: [], system: null, environment: null, testedAt };
  }
  const { collected, onExchange } = exchangeCollector();
  const adapter = runtime.adapter(resolved.connection, onExchange);
  const steps: MtrConnectionTest['steps'] = [];
  try {
    await adapter.signIn();
    steps.push({ step: 'sign-in', ok: true, outcome: 'ok', systemMessage: null });
    await adapter.lookupList('units');
    steps.push({ step: 'lookup', ok: true, outcome: 'ok', systemMessage: null });
  } catch (err) {
    steps.push({
      step: steps.length === 0 ? 'sign-in' : 'lookup',
      ok: false,
      outcome: outcomeOf(err),
      systemMessage: err instanceof MtrSystemError ? err.systemMessage : null,
    });
  }
  await saveExchanges(db, clientId, null, collected);
  const failed = steps.find((s) => !s.ok);
  const result: MtrConnectionTest = {
    ok: !failed,
    outcome: failed?.outcome ?? 'ok',
    steps,
    system: resolved.system,
    environment: resolved.environment,
    testedAt,
  };
  await saveLastTest(db, clientId, result);
  return result;
}
