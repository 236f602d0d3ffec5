import { MTR_PERSON_EVENTS, type MtrAction, type MtrIssuePhase, type MtrStatus } from '@ecopeso/shared/mtr';
import { AppError } from '../app-error.ts';
import type { ManifestStatus, MtrSystemError } from './state-systems/adapter.ts';

/**
 * The life of an MTR in one pure module (after Trackdéchets' `bsda/machine.ts` and `edition-rules.ts`): its states,
 * the events that move it, which of them a person may trigger now, how a system's report or failure reads as an
 * event, and the lost-issue rule. Routes, the background job and (through the API's `actions`) the page all ask
 * it; none decides a move by itself.
 */

/** The persisted status, with `issuing` split by where its attempt stands (see `stateOf`). */
export type MtrState = Exclude<MtrStatus, 'issuing'> | MtrIssuePhase;

/** What moves an MTR, each once: a person's actions, then what the state system answers or reports. */
export const MTR_EVENTS = [
  ...MTR_PERSON_EVENTS,
  // the system's answer to an issue
  'answered',
  'refused',
  'lost',
  // reconciliation of an uncertain issue
  'found',
  'absent',
  'undecided',
  // the system's report on an issued MTR
  'received',
  'certified',
  'cancelled-there',
] as const;
export type MtrEvent = (typeof MTR_EVENTS)[number];

const _ = null;
/**
 * States × events, every cell written: the next state, or null where the event cannot happen. A new state or event
 * does not compile until each of its cells is decided.
 */
const MOVES: Record<MtrState, Record<MtrEvent, MtrState | null>> = {
  draft: {
    edit: 'draft',
    issue: 'sending',
    discard: 'cancelled',
    reconcile: _,
    reissue: _,
    refresh: _,
    cancel: _,
    answered: _,
    refused: _,
    lost: _,
    found: _,
    absent: _,
    undecided: _,
    received: _,
    certified: _,
    'cancelled-there': _,
  },
  sending: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: _,
    reissue: _,
    refresh: _,
    cancel: _,
    answered: 'issued',
    refused: 'draft',
    lost: 'uncertain',
    found: _,
    absent: _,
    undecided: _,
    received: _,
    certified: _,
    'cancelled-there': _,
  },
  uncertain: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: 'uncertain',
    reissue: _,
    refresh: _,
    cancel: _,
    answered: _,
    refused: _,
    lost: _,
    found: 'issued',
    absent: 'draft',
    undecided: 'undecided',
    received: _,
    certified: _,
    'cancelled-there': _,
  },
  undecided: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: 'undecided',
    reissue: 'sending',
    refresh: _,
    cancel: _,
    answered: _,
    refused: _,
    lost: _,
    found: 'issued',
    absent: 'draft',
    undecided: 'undecided',
    received: _,
    certified: _,
    'cancelled-there': _,
  },
  issued: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: _,
    reissue: _,
    refresh: 'issued',
    cancel: 'cancelled',
    answered: _,
    refused: _,
    lost: _,
    found: _,
    absent: _,
    undecided: _,
    received: 'received',
    certified: 'cdf_issued',
    'cancelled-there': 'cancelled',
  },
  received: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: _,
    reissue: _,
    refresh: 'received',
    cancel: _,
    answered: _,
    refused: _,
    lost: _,
    found: _,
    absent: _,
    undecided: _,
    received: _,
    certified: 'cdf_issued',
    'cancelled-there': _,
  },
  cdf_issued: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: _,
    reissue: _,
    refresh: _,
    cancel: _,
    answered: _,
    refused: _,
    lost: _,
    found: _,
    absent: _,
    undecided: _,
    received: _,
    certified: _,
    'cancelled-there': _,
  },
  cancelled: {
    edit: _,
    issue: _,
    discard: _,
    reconcile: _,
    reissue: _,
    refresh: _,
    cancel: _,
    answered: _,
    refused: _,
    lost: _,
    found: _,
    absent: _,
    undecided: _,
    received: _,
    certified: _,
    'cancelled-there': _,
  },
};

const WHY: Partial<Record<MtrEvent, string>> = {
  edit: 'Only a draft can be edited; an issued MTR is changed by cancelling it and issuing another.',
  issue: 'Only a draft can be issued.',
  discard: 'Only a draft can be discarded; an issued MTR is cancelled.',
  reconcile: 'Only an issue whose answer was lost is looked up in the system.',
  reissue: 'An issue is sent again only after the system was asked and no MTR was found for this shipment.',
  cancel: 'Only an issued MTR not yet received can be cancelled.',
};

/** The persisted status of a state. */
export function statusOf(state: MtrState): MtrStatus {
  return state === 'sending' || state === 'uncertain' || state === 'undecided' ? 'issuing' : state;
}

/** The state after `event`, or null when the event cannot happen in `state`. */
export function next(state: MtrState, event: MtrEvent): MtrState | null {
  return MOVES[state][event];
}

/** The state after `event`, or a 400 that says why the MTR cannot make that move. */
export function transition(state: MtrState, event: MtrEvent): MtrState {
  const to = MOVES[state][event];
  if (to) return to;
  if (state === 'sending' || state === 'uncertain') {
    throw new AppError('aborted', 'This MTR is being issued: wait until the system’s answer is known.', {
      reason: 'mtr-being-issued',
    });
  }
  throw new AppError('invalid-argument', WHY[event] ?? `An MTR cannot go through ${event} when ${state}.`);
}

/** Extra time after an attempt could last before it counts as lost (its process may have died). */
const STALE_MARGIN_MS = 5_000;
/**
 * The longest an issue attempt can run: sign-in, the call, and once more after a 401 — four calls, each bounded
 * by the timeout. Past it, an attempt still marked as sending lost its answer.
 */
export const attemptLimitMs = (timeoutMs: number) => 4 * timeoutMs + STALE_MARGIN_MS;

/**
 * The lost-issue rule, written once: an `issuing` MTR is `undecided` once reconciliation could not tell, `uncertain`
 * once its answer was known to be lost or its attempt outlived every call it could make (`issueLostAfter`, set when
 * it was sent), else still `sending`.
 */
export function stateOf(
  m: { status: MtrStatus; issueLostAfter: Date | string | null; issuePhase: 'uncertain' | 'undecided' | null },
  now: number,
): MtrState {
  if (m.status !== 'issuing') return m.status;
  if (m.issuePhase) return m.issuePhase;
  if (m.issueLostAfter === null) return 'uncertain';
  return now > new Date(m.issueLostAfter).getTime() ? 'uncertain' : 'sending';
}

/**
 * Whether reconciliation may conclude that an uncertain attempt made no MTR: only once the attempt could no longer
 * be under way (the system may still be saving a manifest whose answer we gave up on).
 */
export function settled(m: { issueLostAfter: Date | string | null }, now: number): boolean {
  return m.issueLostAfter === null || now > new Date(m.issueLostAfter).getTime();
}

/**
 * How a reconciliation reads as an event: found → `found`; not found and decisive (SIGOR's lookup by our
 * reference, the attempt settled) → `absent`; not found by a listing (SINIR), or ambiguous, once settled →
 * `undecided` for a person; before the attempt settled, nothing (it stays uncertain, checked again later).
 */
export function reconciliationEvent(
  result: { kind: 'found'; number: string } | { kind: 'not-found'; decisive: boolean } | { kind: 'ambiguous' },
  isSettled: boolean,
): 'found' | 'absent' | 'undecided' | null {
  if (result.kind === 'found') return 'found';
  if (!isSettled) return null;
  return result.kind === 'not-found' && result.decisive ? 'absent' : 'undecided';
}

/** What a person may do now (the page's buttons); the simulated receiver's steps only in the simulator. */
export function allowedActions(state: MtrState, simulator: boolean): MtrAction[] {
  // A person's action is the event of the same name.
  const out: MtrAction[] = MTR_PERSON_EVENTS.filter((event) => next(state, event) !== null);
  if (simulator && state === 'issued') out.push('simulate-receive');
  if (simulator && state === 'received') out.push('simulate-cdf');
  return out;
}

/**
 * How a failed issue call reads: a refusal the system stated (credentials, a unit, a 4xx, `erro: true`) means no
 * MTR was made; a timeout, a dropped connection, a 5xx or an answer that could not be read may hide one.
 */
export function issueFailureEvent(err: Pick<MtrSystemError, 'kind' | 'httpStatus' | 'unreadable'>): 'refused' | 'lost' {
  if (err.kind === 'timeout' || err.kind === 'unreachable' || err.unreadable) return 'lost';
  if (err.httpStatus === null || err.httpStatus >= 500) return 'lost';
  return 'refused';
}

/** How the system's report on an issued or received MTR reads as an event (null: nothing changed). */
export function statusReportEvent(state: MtrState, report: Pick<ManifestStatus, 'situation' | 'cdfNumber'>) {
  const candidates: MtrEvent[] = [];
  if (report.situation === 'cancelled') candidates.push('cancelled-there');
  if (report.cdfNumber) candidates.push('certified');
  if (report.situation === 'received') candidates.push('received');
  return candidates.find((e) => next(state, e) !== null) ?? null;
}

/** Fields a person may change, by state (edition rules): only a draft's; an issue under way locks them all. */
export const EDITABLE_FIELDS: Record<MtrState, readonly string[]> = {
  draft: ['shipmentDate', 'driverName', 'vehiclePlate', 'notes', 'items', 'weighedFrom', 'weighedUntil'],
  sending: [],
  uncertain: [],
  undecided: [],
  issued: [],
  received: [],
  cdf_issued: [],
  cancelled: [],
};

/** The changed fields `state` does not let a person change (empty: the edit may go ahead). */
export function lockedChanges(state: MtrState, changed: readonly string[]): string[] {
  return changed.filter((f) => !EDITABLE_FIELDS[state].includes(f));
}
