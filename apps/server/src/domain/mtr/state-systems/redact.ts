/** Keys whose values are secrets in the SINIR/SIGOR protocol: passwords, tokens, authorization headers. */
const SECRET_KEYS = /^(senha|password|token|accesstoken|integrationtoken|authorization|chave|objetorespostatoken)$/i;
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/g;
/** Keys that may hold a person's CPF (the sign-in's `cpfCnpj`, `usuarioCpf`, family B's `login`, a driver's CPF): masked when one is there. */
const CPF_KEYS = /cpf|^login$/i;

/** A CPF as the page may show it: the last digits only ('52998224725' → '***.***.*47-25'). */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  return `***.***.*${digits.slice(-4, -2)}-${digits.slice(-2)}`;
}

/** A CPF (11 digits, formatted or not) is a person's and is masked; a CNPJ (14 digits) is a company's and is public. */
const isCpf = (value: unknown): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') &&
  /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(String(value).trim());
const MAX_TEXT = 4000;

/**
 * A copy of a request or an answer fit to keep and show: secret fields replaced, a person's CPF masked as the
 * settings page masks it, bearer tokens inside any text masked, long texts cut. The sign-in answer carries the access token in `objetoResposta` (or `objeto`): the caller
 * passes `{ secretAnswer: true }` so that field goes too.
 */
export function redact(value: unknown, options: { secretAnswer?: boolean } = {}): unknown {
  const walk = (v: unknown, depth: number): unknown => {
    if (depth > 8) return '[…]';
    if (typeof v === 'string') {
      const masked = v.replace(BEARER, 'Bearer [removed]');
      return masked.length > MAX_TEXT ? `${masked.slice(0, MAX_TEXT)}…` : masked;
    }
    if (Array.isArray(v)) return v.slice(0, 200).map((x) => walk(x, depth + 1));
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).map(([k, x]) => [
          k,
          SECRET_KEYS.test(k) || (options.secretAnswer && (k === 'objetoResposta' || k === 'objeto'))
            ? '[removed]'
            : CPF_KEYS.test(k) && isCpf(x)
              ? maskCpf(String(x))
              : walk(x, depth + 1),
        ]),
      );
    }
    return v;
  };
  return walk(value, 0);
}
