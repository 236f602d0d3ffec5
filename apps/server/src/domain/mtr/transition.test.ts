import { describe, expect, it } from 'vitest';
import type { ListedManifest } from './state-systems/adapter.ts';
import { MtrSystemError } from './state-systems/adapter.ts';
import { listingWindows, matchListing } from './match-listing.ts';
import {
  allowedActions,
  issueFailureEvent,
  lockedChanges,
  MTR_EVENTS,
  next,
  reconciliationEvent,
  stateOf,
  statusOf,
  statusReportEvent,
  transition,
  type MtrEvent,
  type MtrState,
} from './transition.ts';

const STATES: MtrState[] = [
  'draft',
  'sending',
  'uncertain',
  'undecided',
  'issued',
  'received',
  'cdf_issued',
  'cancelled',
];

describe('the life of an MTR', () => {
  it.each<[MtrState, MtrEvent, MtrState]>([
    // draft → issuing → issued → received → cdf_issued
    ['draft', 'edit', 'draft'],
    ['draft', 'issue', 'sending'],
    ['sending', 'answered', 'issued'],
    ['issued', 'received', 'received'],
    ['received', 'certified', 'cdf_issued'],
    ['issued', 'certified', 'cdf_issued'],
    // a draft is discarded, an issued MTR cancelled (here or in the state's system)
    ['draft', 'discard', 'cancelled'],
    ['issued', 'cancel', 'cancelled'],
    ['issued', 'cancelled-there', 'cancelled'],
    // an issue whose answer is lost waits for reconciliation; only a person reissues
    ['sending', 'lost', 'uncertain'],
    ['sending', 'refused', 'draft'],
    ['uncertain', 'found', 'issued'],
    ['uncertain', 'absent', 'draft'],
    ['uncertain', 'undecided', 'undecided'],
    ['undecided', 'reissue', 'sending'],
  ])('moves from %s on %s to %s', (from, event, to) => {
    expect(transition(from, event)).toBe(to);
  });

  it('shows an issue under way, sure or not, as issuing', () => {
    expect(statusOf('sending')).toBe('issuing');
    expect(statusOf('undecided')).toBe('issuing');
  });

  it('an issue whose answer is lost is never sent again until reconciled; only a person reissues', () => {
    // Nothing sends from an attempt in doubt: no issue, no reissue before a person decides.
    for (const state of ['sending', 'uncertain'] as const) {
      expect(next(state, 'issue')).toBeNull();
      expect(next(state, 'reissue')).toBeNull();
      expect(() => transition(state, 'issue')).toThrow(/being issued/);
    }
    expect(next('undecided', 'issue')).toBeNull();
    // Nor is it edited, discarded or cancelled while in doubt.
    for (const event of ['edit', 'discard', 'cancel'] as const) {
      expect(next('uncertain', event)).toBeNull();
      expect(next('undecided', event)).toBeNull();
    }
  });

  it('refuses every move outside the table (a 400 or, while an issue runs, a 409)', () => {
    let allowed = 0;
    for (const state of STATES) {
      for (const event of MTR_EVENTS) {
        if (next(state, event) !== null) {
          allowed += 1;
          continue;
        }
        expect(() => transition(state, event), `${state} ${event}`).toThrow();
      }
    }
    expect(allowed).toBe(22);
  });

  it('lists as buttons only what a person may do now', () => {
    expect(allowedActions('draft', true)).toEqual(['edit', 'issue', 'discard']);
    expect(allowedActions('sending', true)).toEqual([]);
    expect(allowedActions('uncertain', false)).toEqual(['reconcile']);
    expect(allowedActions('undecided', false)).toEqual(['reconcile', 'reissue']);
    expect(allowedActions('issued', true)).toEqual(['refresh', 'cancel', 'simulate-receive']);
    expect(allowedActions('issued', false)).toEqual(['refresh', 'cancel']);
    expect(allowedActions('received', true)).toEqual(['refresh', 'simulate-cdf']);
    expect(allowedActions('cdf_issued', true)).toEqual([]);
    expect(allowedActions('cancelled', true)).toEqual([]);
  });

  it('edition rules: a draft’s fields change, none once an issue is under way', () => {
    expect(lockedChanges('draft', ['items', 'notes'])).toEqual([]);
    expect(lockedChanges('sending', ['notes'])).toEqual(['notes']);
    expect(lockedChanges('issued', ['items'])).toEqual(['items']);
  });
});

describe('the lost-issue rule and the readings of what a system says', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it('an issuing MTR is sending until its attempt outlives its calls, then uncertain; undecided once reconciled so', () => {
    const soon = new Date(now + 1_000);
    const past = new Date(now - 1_000);
    expect(stateOf({ status: 'issuing', issueLostAfter: soon, issuePhase: null }, now)).toBe('sending');
    expect(stateOf({ status: 'issuing', issueLostAfter: past, issuePhase: null }, now)).toBe('uncertain');
    expect(stateOf({ status: 'issuing', issueLostAfter: soon, issuePhase: 'uncertain' }, now)).toBe('uncertain');
    expect(stateOf({ status: 'issuing', issueLostAfter: past, issuePhase: 'undecided' }, now)).toBe('undecided');
    expect(stateOf({ status: 'issued', issueLostAfter: null, issuePhase: null }, now)).toBe('issued');
  });

  it('a failed issue call is a refusal only when the system stated one', () => {
    const read = (kind: MtrSystemError['kind'], status: number | null, unreadable = false) =>
      issueFailureEvent(new MtrSystemError(kind, 'x', status, null, unreadable));
    expect(read('timeout', null)).toBe('lost');
    expect(read('unreachable', null)).toBe('lost');
    expect(read('system-error', 500)).toBe('lost');
    expect(read('system-error', 200, true)).toBe('lost');
    expect(read('system-error', 200)).toBe('refused');
    expect(read('system-error', 400)).toBe('refused');
    expect(read('unit-refused', 400)).toBe('refused');
    expect(read('credentials-refused', 401)).toBe('refused');
  });

  it('a status report reads as the first move the table allows', () => {
    const report = (situation: 'issued' | 'received' | 'cancelled', cdfNumber: string | null = null) => ({
      situation,
      cdfNumber,
    });
    expect(statusReportEvent('issued', report('issued'))).toBeNull();
    expect(statusReportEvent('issued', report('received'))).toBe('received');
    expect(statusReportEvent('issued', report('received', '2001'))).toBe('certified');
    expect(statusReportEvent('received', report('received'))).toBeNull();
    expect(statusReportEvent('received', report('received', '2001'))).toBe('certified');
    expect(statusReportEvent('issued', report('cancelled'))).toBe('cancelled-there');
  });

  it('reconciliation: found decides; a SIGOR miss decides once settled; a SINIR miss is for a person', () => {
    expect(reconciliationEvent({ kind: 'found', number: '1' }, false)).toBe('found');
    expect(reconciliationEvent({ kind: 'not-found', decisive: true }, false)).toBeNull();
    expect(reconciliationEvent({ kind: 'not-found', decisive: true }, true)).toBe('absent');
    expect(reconciliationEvent({ kind: 'not-found', decisive: false }, true)).toBe('undecided');
    expect(reconciliationEvent({ kind: 'ambiguous' }, true)).toBe('undecided');
  });
});

describe('matching a SINIR listing', () => {
  const sent = {
    references: ['EPAB12CD34EF-1'],
    shipmentDate: '2026-11-20',
    carrierCnpj: '22333444000181',
    receiverCnpj: '33444555000181',
    items: [{ ibamaCode: '200108', quantity: 812.5 }],
  };
  const listed = (number: string, over: Partial<ListedManifest> = {}): ListedManifest => ({
    number,
    shipmentDate: '2026-11-20',
    carrierCnpj: '22333444000181',
    receiverCnpj: '33444555000181',
    situation: 'issued',
    items: [{ ibamaCode: '200108', quantity: 812.5, internalCode: null }],
    ...over,
  });

  it('our reference in an item decides, whatever else the listing holds', () => {
    const ours = listed('9', { items: [{ ibamaCode: '200108', quantity: 812.5, internalCode: 'EPAB12CD34EF-1' }] });
    expect(matchListing(sent, [listed('1'), ours, listed('2')], new Set())).toEqual({ kind: 'found', number: '9' });
  });

  it('else one MTR alike in date, parties, codes and quantities, not cancelled and not already ours', () => {
    expect(matchListing(sent, [listed('1'), listed('2', { shipmentDate: '2026-11-21' })], new Set())).toEqual({
      kind: 'found',
      number: '1',
    });
    expect(matchListing(sent, [listed('1'), listed('2')], new Set(['1']))).toEqual({ kind: 'found', number: '2' });
    expect(matchListing(sent, [listed('1', { situation: 'cancelled' })], new Set())).toEqual({
      kind: 'not-found',
      decisive: false,
    });
    expect(
      matchListing(
        sent,
        [listed('1', { items: [{ ibamaCode: '200108', quantity: 800, internalCode: null }] })],
        new Set(),
      ),
    ).toEqual({ kind: 'not-found', decisive: false });
  });

  it('an MTR alike but sent with another reference (another shipment of ours) is never this one', () => {
    const other = listed('4', { items: [{ ibamaCode: '200108', quantity: 812.5, internalCode: 'EP99990000AA-1' }] });
    expect(matchListing(sent, [other], new Set())).toEqual({ kind: 'not-found', decisive: false });
  });

  it('two alike, or a likeness on items alone, are for a person', () => {
    expect(matchListing(sent, [listed('1'), listed('2')], new Set())).toEqual({
      kind: 'ambiguous',
      candidates: ['1', '2'],
    });
    const bare = listed('3', { shipmentDate: null, carrierCnpj: null, receiverCnpj: null });
    expect(matchListing(sent, [bare], new Set())).toEqual({ kind: 'ambiguous', candidates: ['3'] });
  });

  it('lists a day either side of the shipment and of the attempt, in one window when they are close', () => {
    expect(listingWindows('2026-11-20', '2026-11-18')).toEqual([{ from: '2026-11-17', to: '2026-11-21' }]);
    expect(listingWindows('2026-12-31', '2026-11-01')).toEqual([
      { from: '2026-10-31', to: '2026-11-02' },
      { from: '2026-12-30', to: '2027-01-01' },
    ]);
  });
});
