/** The error vocabulary of spec §8 and the HTTP status each one travels with. */
export const ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'internal' : 'invalid-argument';
}

/**
 * Why an admin write was refused, when the form can say it in the reader's language: the web app has a text for
 * each reason, filled with `params`; `message` says the same in English for API users.
 */
export const ERROR_REASONS = [
  'area-has-records',
  // A container's new tare starting before today or before its latest tare (tares change forward only).
  'tare-in-past',
  // A container, loss reason or food item named as another of the same client.
  'kitchen-name-taken',
  'contract-overlap',
  'destination-not-offered',
  'destination-in-use',
  // Emission factors (master tools): `params.year` names the year.
  'factor-year-out-of-range',
  'factor-year-exists',
  'factor-year-empty',
  'factor-exists',
  // MTR and CDF: what the state system said travels in `params.said`, in its own words.
  'mtr-missing-data',
  // A line breaks a rule of the state system, checked before sending: `params.rules` is 'rule:ibama,…' (mtr-rules.ts).
  'mtr-rules-broken',
  'mtr-being-issued',
  'mtr-refused',
  'mtr-timeout',
  'mtr-unreachable',
  'mtr-credentials-refused',
  'mtr-password-or-unit-refused',
  'mtr-signin-disabled',
  'mtr-not-supported',
  'mtr-unit-refused',
  'mtr-system-error',
  // Kitchen station (decision 039): `params.minutes` tells how long a locked station waits; `params.left` the tries.
  'pin-wrong',
  'pin-locked',
  'pin-taken',
  'station-only-weighs',
  // A weighing's photo (decision 040): not a JPEG, WebP or PNG by its bytes, empty, or above 200 KB; the disk or
  // bucket of photos failing (503); a station's upload of a record not weighed in the turn it sends.
  'photo-not-image',
  'photo-too-large',
  'photo-store-unavailable',
  'photo-not-cooks',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; reason?: ErrorReason; params?: Record<string, string> };
}

/** Client fetch timeout of spec §9 (cloud function timeout). */
export const REQUEST_TIMEOUT_MS = 70_000;

/**
 * Header of a 503 refused before anything of the request ran (a server shedding load or closing): a client may send
 * the request again after Retry-After, even one that is not idempotent.
 */
export const NOT_PROCESSED_HEADER = 'not-processed';
