import { describe, expect, it } from 'vitest';
import { changeNeedsReason, changeRefusal, mayChangeRecord, type ChangeActor } from './record-changes.ts';

const zone = 'America/Sao_Paulo';
const now = new Date('2025-03-10T15:00:00Z'); // 12:00 in São Paulo
const operacional: ChangeActor = { id: 'op', role: 'operacional' };
const gerente: ChangeActor = { id: 'ge', role: 'gerente' };
const master: ChangeActor = { id: 'ma', role: 'master' };
// 00:30 of the 10th in São Paulo (03:30 UTC), and 23:30 of the 9th (02:30 UTC on the 10th).
const today = { createdBy: 'op', recordedAt: new Date('2025-03-10T03:30:00Z') };
const yesterday = { createdBy: 'op', recordedAt: new Date('2025-03-10T02:30:00Z') };

describe('who may change a record', () => {
  it('lets the operacional change only their own records of today, on the client’s clock', () => {
    expect(mayChangeRecord(operacional, today, zone, now)).toBe(true);
    expect(mayChangeRecord(operacional, yesterday, zone, now)).toBe(false);
    expect(mayChangeRecord(operacional, { ...today, createdBy: 'someone' }, zone, now)).toBe(false);
    expect(mayChangeRecord(operacional, { ...today, createdBy: null }, zone, now)).toBe(false);
    // In UTC both are of the 10th.
    expect(mayChangeRecord(operacional, yesterday, 'UTC', now)).toBe(true);
  });

  it('lets gerente and master change any record, saying why', () => {
    for (const actor of [gerente, master]) {
      expect(mayChangeRecord(actor, { ...yesterday, createdBy: 'someone' }, zone, now)).toBe(true);
      expect(changeNeedsReason(actor.role)).toBe(true);
      expect(changeRefusal({ actor, record: yesterday, timeZone: zone, now, reason: '  ' })).toBe('reason-required');
      expect(changeRefusal({ actor, record: yesterday, timeZone: zone, now, reason: 'dobrado' })).toBeNull();
    }
    expect(changeNeedsReason('operacional')).toBe(false);
  });

  it('says why the operacional is refused, and keeps a moved record within today', () => {
    const base = { actor: operacional, timeZone: zone, now, reason: undefined };
    expect(changeRefusal({ ...base, record: { ...today, createdBy: 'x' } })).toBe('not-own-record');
    expect(changeRefusal({ ...base, record: yesterday })).toBe('not-today');
    expect(changeRefusal({ ...base, record: today })).toBeNull();
    expect(changeRefusal({ ...base, record: today, movedTo: new Date('2025-03-10T14:00:00Z') })).toBeNull();
    expect(changeRefusal({ ...base, record: today, movedTo: yesterday.recordedAt })).toBe('moved-off-today');
    // A manager may move a record to any day.
    expect(
      changeRefusal({ ...base, actor: gerente, reason: 'data errada', record: today, movedTo: yesterday.recordedAt }),
    ).toBeNull();
  });
});
