/** Keys whose values are secrets in the SINIR/SIGOR protocol: passwords, tokens, authorization headers. */
const SECRET_KEYS = /^(senha|password|token|accesstoken|integrationtoken|authorization|chave|objetorespostatoken)$/i;
const BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/g;
const MAX_TEXT = 4000;

/**
 * A copy of a request or an answer fit to keep and show: secret fields replaced, bearer tokens inside any text
 * masked, long texts cut. The sign-in answer carries the access token in `objetoResposta`: the caller passes
 * `{ secretAnswer: true }` so that field goes too.
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
          SECRET_KEYS.test(k) || (options.secretAnswer && k === 'objetoResposta') ? '[removed]' : walk(x, depth + 1),
        ]),
      );
    }
    return v;
  };
  return walk(value, 0);
}
