import { describe, expect, it } from 'vitest';
import { MTR_STATUSES } from '@ecopeso/shared/mtr';
import { transition, type MtrEvent } from './transition.ts';

describe('the life of an MTR', () => {
  it('goes draft → issued → received → cdf_issued, or to cancelled from a draft or an issued MTR', () => {
    expect(transition('draft', 'edit')).toBe('draft');
    expect(transition('draft', 'issue')).toBe('issued');
    expect(transition('issued', 'receive')).toBe('received');
    expect(transition('received', 'certify')).toBe('cdf_issued');
    expect(transition('issued', 'certify')).toBe('cdf_issued');
    expect(transition('draft', 'cancel')).toBe('cancelled');
    expect(transition('issued', 'cancel')).toBe('cancelled');
  });

  it('refuses every other move with a 400 that says why', () => {
    const allowed = new Set([
      'draft:edit',
      'draft:issue',
      'draft:cancel',
      'issued:receive',
      'issued:certify',
      'issued:cancel',
      'received:certify',
    ]);
    const events: MtrEvent[] = ['edit', 'issue', 'receive', 'certify', 'cancel'];
    for (const status of MTR_STATUSES) {
      for (const event of events) {
        if (allowed.has(`${status}:${event}`)) continue;
        expect(() => transition(status, event), `${status} ${event}`).toThrow(/Only/);
      }
    }
  });
});
