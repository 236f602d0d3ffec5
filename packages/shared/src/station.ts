import { z } from 'zod';

/**
 * The kitchen station (decision 039): a device signed in as a station of one client, where each cook switches to
 * themselves with a PIN. The rules both sides need live here.
 */

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;
/** Wrong PINs in a row at one station before it is locked … */
export const PIN_MAX_FAILURES = 5;
/** … for this long. */
export const PIN_LOCK_MINUTES = 5;
/** With no touch for this long, the station forgets its cook and shows the PIN pad again. */
export const STATION_IDLE_SECONDS = 120;
/**
 * How long a cook's turn, once switched in, may author weighings: a kitchen shift. The idle timeout ends a turn on the
 * device long before; this bounds what a turn signed by the server can ever vouch for.
 */
export const COOK_TURN_HOURS = 12;

/** Why a PIN is refused, each a key of the web app's admin-users catalogue (pin.*). */
export type PinProblem = 'format' | 'repeated' | 'sequence';

/** A run of one digit (1111) or of consecutive digits up or down (1234, 98765): the first PINs anybody tries. */
function isRunOrRepeat(pin: string): PinProblem | null {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 0)) return 'repeated';
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'sequence';
  return null;
}

/** What is wrong with a PIN a person chose, or null: 4 to 6 digits, not one digit repeated, not a run (1234, 4321). */
export function pinProblem(pin: string): PinProblem | null {
  if (!new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`).test(pin)) return 'format';
  return isRunOrRepeat(pin);
}

/** A PIN typed at the pad: only its shape is checked (a weak one is simply wrong, or someone's). */
export const typedPinSchema = z.string().regex(new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`));

/** Setting a PIN: zod messages are keys of the admin-users catalogue, so one schema speaks pt, en and es. */
export const setPinSchema = z.object({
  pin: z.string().superRefine((pin, ctx) => {
    const problem = pinProblem(pin);
    if (problem) ctx.addIssue({ code: 'custom', message: `admin-users:pin.problem.${problem}` });
  }),
});
export type SetPinInput = z.input<typeof setPinSchema>;

export const switchCookSchema = z.object({ pin: typedPinSchema });

/** The cook switched in: who they are, and the signed turn that each weighing made meanwhile carries. */
export const cookTurnSchema = z.object({
  cook: z.object({ id: z.string(), name: z.string() }),
  /** Sent with each weighing of the turn (`cookTurn`), also from the offline queue after the turn ended. */
  token: z.string(),
  expiresAt: z.string(),
});
export type CookTurn = z.infer<typeof cookTurnSchema>;

/** What a device that is a station knows of itself (in /api/v1/me). */
export const stationSchema = z.object({ clientId: z.string() });
export type Station = z.infer<typeof stationSchema>;

/** Longest token a weighing may carry (a turn's token is far shorter): bad input is refused before any work. */
export const COOK_TURN_TOKEN_MAX = 600;
