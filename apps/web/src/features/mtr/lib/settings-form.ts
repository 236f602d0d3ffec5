import type { MtrEnvironment, MtrSystem } from '@ecopeso/shared/mtr';
import { mtrSettingsInputSchema, type MtrSettings, type MtrSettingsInput } from '@ecopeso/shared/mtr-settings';
import { withFieldWords } from './field-words';

/** The settings form as it holds its fields: the credentials of both kinds as typed, all empty until replaced. */
export interface SettingsValues {
  system: MtrSystem;
  environment: MtrEnvironment;
  generatorUnitCode: string;
  responsibleName: string;
  responsibleRole: string;
  credentials: { integrationToken: string; cpf: string; password: string };
  version: number;
}

/** The form as it opens: the stored settings, else the client's state's system in the simulator. */
export const settingsValuesOf = (s: MtrSettings): SettingsValues => ({
  system: s.system ?? s.stateSystem,
  environment: s.environment ?? 'simulator',
  generatorUnitCode: s.generatorUnitCode ?? '',
  responsibleName: s.responsibleName ?? '',
  responsibleRole: s.responsibleRole,
  credentials: { integrationToken: '', cpf: '', password: '' },
  version: s.version,
});

/**
 * The body the API reads: the chosen system's kind of credentials (a token for SINIR; CPF and password for the
 * others), or none when their fields are empty — the stored ones are then kept.
 */
export function settingsInput({ credentials: c, ...fields }: SettingsValues): MtrSettingsInput {
  const credentials =
    fields.system === 'SINIR'
      ? c.integrationToken
        ? { kind: 'integration-token' as const, integrationToken: c.integrationToken }
        : undefined
      : c.cpf || c.password
        ? { kind: 'cpf-password' as const, cpf: c.cpf, password: c.password }
        : undefined;
  return { ...fields, credentials };
}

const WORDED = new Set(['generatorUnitCode', 'responsibleName', 'credentials']);

/** The API's settings schema, each refusal in the words of its field (settings.invalid.*). */
export const settingsFormSchema = withFieldWords<SettingsValues, typeof mtrSettingsInputSchema>(
  mtrSettingsInputSchema,
  (issue) => `mtr:settings.invalid.${WORDED.has(String(issue.path[0])) ? String(issue.path[0]) : 'other'}`,
  settingsInput,
);
