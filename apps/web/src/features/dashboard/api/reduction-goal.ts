import type { z } from 'zod';
import { reductionGoalSchema, type ReductionGoalInput } from '@ecopeso/shared/reduction-goals';
import { useClientGoal, useSaveClientGoal } from './client-goal';

/** The client's reduction goal, or null. */
export const useReductionGoal = (clientId: string) => useClientGoal('reduction-goal', clientId, reductionGoalSchema);

/** Sets the goal (with the version it started from); the dashboard's progress refreshes after. */
export const useSaveReductionGoal = (clientId: string) =>
  useSaveClientGoal<z.infer<typeof reductionGoalSchema>, ReductionGoalInput>(
    'reduction-goal',
    clientId,
    reductionGoalSchema,
  );
