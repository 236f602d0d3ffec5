import { and, eq } from 'drizzle-orm';
import { MTR_TEST_QUANTITY_KG, type Mtr } from '@ecopeso/shared/mtr';
import { isCountedInArticles } from '@ecopeso/shared/mtr-rules';
import { contracts, mtrSettings } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { issueMtr } from './issue-mtr.ts';
import { getMtrMapping, mappingFor } from './mapping.ts';
import type { MtrRuntime } from './runtime.ts';
import { createMtrDraft } from './save-draft.ts';
import { NotReady } from './settings.ts';

/**
 * The SIGOR panel's test MTR, in homologation or the simulator only: a draft marked as a test for the contract,
 * declaring a small fixed quantity (`MTR_TEST_QUANTITY_KG`) of the contract's IBAMA code — never the hotel's
 * weighings, which it leaves to the next real MTR — with a test driver and plate, then issued like any other.
 */
export async function issueTestMtr({
  db,
  runtime,
  actor,
  clientId,
  contractId,
  today,
}: Change<{ runtime: MtrRuntime; clientId: string; contractId: string; today: string }>): Promise<Mtr> {
  const [settings] = await db.select().from(mtrSettings).where(eq(mtrSettings.clientId, clientId));
  if (!settings) throw new NotReady('not-configured');
  if (settings.environment === 'production') {
    throw new AppError('invalid-argument', 'A test MTR is issued only in homologation or the simulator.');
  }
  const [contract] = await db
    .select({ wasteType: contracts.wasteType, subType: contracts.subType })
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.id, contractId)));
  if (!contract) throw new AppError('not-found', 'Contract not found.');
  const line = mappingFor(await getMtrMapping(db, clientId), contract.wasteType, contract.subType);
  if (!line) throw new AppError('invalid-argument', 'Map this contract’s waste to an IBAMA code first.');
  const draft = await createMtrDraft({
    db,
    actor,
    clientId,
    test: true,
    input: {
      contractId,
      shipmentDate: today,
      driverName: 'Teste Ecopeso',
      vehiclePlate: 'TST1A23',
      notes: 'MTR de teste (painel SIGOR)',
      // One article where the code is counted (lamps): a test declares the least it can.
      items: [
        {
          ibamaCode: line.ibamaCode,
          quantityKg: MTR_TEST_QUANTITY_KG,
          weighedKg: 0,
          count: isCountedInArticles(line.ibamaCode) ? 1 : null,
        },
      ],
      weighedFrom: null,
      weighedUntil: new Date().toISOString(),
    },
  });
  return issueMtr({ db, runtime, actor, clientId, mtrId: draft.id });
}
