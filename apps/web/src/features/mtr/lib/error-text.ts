import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { refusalText } from '@/lib/reason-text';

/**
 * What the state system said, quoted in its own words, ending the sentence once: ': “Erro interno simulado.”'
 * keeps its own final stop, ': “Token expirado”.' gets one; nothing said ends the sentence with a stop.
 */
function saidText(t: TFunction<'mtr'>, said: string | undefined): string {
  const words = said?.trim();
  if (!words) return t('errors.saidNone');
  return /[.!?…]$/.test(words) ? t('errors.saidEnded', { said: words }) : t('errors.said', { said: words });
}

/**
 * A failed call in the reader's words: a refusal the server explains (a missing driver, the state system's own
 * answer, a timeout…) with its reason, a stale edit, any other refusal with the server's detail, or a generic failure.
 */
export function errorText(t: TFunction<'mtr'>, error: unknown): string {
  if (error instanceof ApiError) {
    const { reason, params = {} } = error.detail;
    if (reason === 'mtr-missing-data') {
      const missing = [
        ...(params.fields ? params.fields.split(',') : []).map((field) =>
          t(`errors.fields.${field}`, { system: params.system }),
        ),
        ...(params.ibama ? [t('errors.fields.mapping', { ibama: params.ibama })] : []),
      ];
      return refusalText(t, reason, { missing: missing.join(', ') });
    }
    if (reason === 'mtr-rules-broken') {
      // 'rule:ibama,…' (packages/shared mtr-rules.ts): each rule in the reader's words, with its IBAMA code.
      const rules = (params.rules ?? '').split(',').filter(Boolean);
      const said = rules.map((entry) => {
        const [rule, ibama] = entry.split(/:(.*)/s) as [string, string | undefined];
        return t('errors.ruleOf', { ibama, rule: t(`errors.rules.${rule}`, { system: params.system }) });
      });
      return refusalText(t, reason, { rules: said.join(' '), system: params.system ?? '' });
    }
    if (reason?.startsWith('mtr-')) {
      return refusalText(t, reason, { said: saidText(t, params.said) }, error.message);
    }
    if (error.code === 'aborted') return t('errors.stale');
    if (error.code === 'invalid-argument' || error.code === 'unavailable' || error.code === 'deadline-exceeded')
      return `${t('errors.refused')} ${error.message}`;
  }
  return t('errors.generic');
}
