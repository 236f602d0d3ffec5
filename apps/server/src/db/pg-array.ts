/**
 * A PostgreSQL array literal for one bound parameter, so a batch of 500 rows travels as a handful of arrays
 * (`insert … select from unnest($1::uuid[], …)`) instead of thousands of parameters — 3–4× faster on PGlite.
 * Elements are quoted; values holding a quote or a backslash are refused, never escaped.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values
    .map((v) => {
      if (v === null) return 'NULL';
      const text = String(v);
      if (/["\\]/.test(text)) throw new Error('pgArray: element holds a quote or a backslash');
      return `"${text}"`;
    })
    .join(',')}}`;
}
