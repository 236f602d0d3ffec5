import type { ChangeRefusal } from '@ecopeso/shared/record-changes';

/**
 * Each refusal of the change rule (packages/shared record-changes.ts) as a key of the weighing catalogue; a refusal
 * added to the rule does not compile until the correction and delete dialogs can say it.
 */
export const CHANGE_REFUSAL_KEYS: Record<ChangeRefusal, string> = {
  'not-own-record': 'correct.refused.not-own-record',
  'not-today': 'correct.refused.not-today',
  'reason-required': 'correct.reasonRequired',
  'moved-off-today': 'correct.refused.moved-off-today',
};
