import { describe, expect, it } from 'vitest';
import { isOverloaded, type LoopSample } from './event-loop-load.ts';

import { DEFAULT_LOAD_SHEDDING } from './availability.ts';

// The server's own settings: late above 200 ms, for 18 of the last 20 s, more than 10 requests at once.
const RULE = {
  maxDelayMs: DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs,
  windowMs: DEFAULT_LOAD_SHEDDING.sustainedMs!,
  onePersonRequests: DEFAULT_LOAD_SHEDDING.onePersonRequests!,
};

/**
 * Samples one after another from t = 0: each [span, delay] lasts `span` ms with that mean lateness, with `requests`
 * at once (24: many people; the gerente's browser had 6 at most).
 */
function timeline(...parts: [spanMs: number, delayMs: number][]): LoopSample[] {
  return timelineOf(24, ...parts);
}
function timelineOf(requests: number, ...parts: [spanMs: number, delayMs: number][]): LoopSample[] {
  let at = 0;
  return parts.map(([spanMs, delayMs]) => {
    at += spanMs;
    return { at, spanMs, delayMs, maxStallMs: delayMs, utilization: delayMs > 0 ? 1 : 0, peakRequests: requests };
  });
}
const calm = (seconds: number) => Array.from({ length: seconds * 2 }, () => [500, 1] as [number, number]);
const late = (seconds: number, delayMs = 300) =>
  Array.from({ length: seconds * 2 }, () => [500, delayMs] as [number, number]);

describe('isOverloaded', () => {
  it('is false for a calm loop, and for a loop whose latest sample is calm', () => {
    expect(isOverloaded([], RULE)).toBe(false);
    expect(isOverloaded(timeline(...calm(20)), RULE)).toBe(false);
    expect(isOverloaded(timeline(...late(20), [500, 150]), RULE)).toBe(false);
  });

  it('is false for a manager’s use: seconds late, even in long stalls (measured on a loaded machine: 2.8 s, 10.5 s)', () => {
    // The gerente's two clients: stalls of up to 2.8 s.
    expect(isOverloaded(timeline(...calm(30), ...late(1, 1800), [2800, 2790]), RULE)).toBe(false);
    // The master's three clients: two dashboards of a year one after the other, 5.2 s each.
    expect(isOverloaded(timeline(...calm(30), [5200, 5190], [5260, 4950], [1270, 1260]), RULE)).toBe(false);
  });

  it('is false for one person however long the loop lags (the gerente on a machine short of CPU: 20 s)', () => {
    expect(isOverloaded(timelineOf(6, ...calm(30), ...late(30, 1500)), RULE)).toBe(false);
    expect(isOverloaded(timelineOf(10, ...calm(30), [60_000, 6000]), RULE)).toBe(false);
    expect(isOverloaded(timelineOf(11, ...calm(30), [60_000, 6000]), RULE)).toBe(true);
  });

  it('is true once the loop has been late for 18 of the last 20 s, a calm moment included', () => {
    expect(isOverloaded(timeline(...calm(30), ...late(17)), RULE)).toBe(false);
    expect(isOverloaded(timeline(...calm(30), ...late(18)), RULE)).toBe(true);
    expect(isOverloaded(timeline(...calm(30), ...late(10), [500, 0], ...late(9)), RULE)).toBe(true);
    // One stall that held the loop for the whole window (the embedded database working through a queue).
    expect(isOverloaded(timeline(...calm(30), [47_000, 3000]), RULE)).toBe(true);
    // The same stall, its end seen by the probe only in the next sample.
    const seenLate = timeline(...calm(30), [47_000, 0], [500, 47_000]);
    seenLate.at(-1)!.maxStallMs = 47_000;
    expect(isOverloaded(seenLate, RULE)).toBe(true);
  });

  it('once shedding, goes on while the loop is late, and starts again at once if the crowd is back soon', () => {
    const overload = timeline(...calm(30), ...late(18));
    const lastShedAt = overload.at(-1)!.at;
    expect(isOverloaded(overload, RULE)).toBe(true);
    // Refused requests cost nothing: the loop still works through the backlog, with few requests in progress.
    const after = (...parts: LoopSample[]) => {
      const list = [...overload];
      for (const part of parts) list.push({ ...part, at: list.at(-1)!.at + part.spanMs });
      return list;
    };
    const backlog = timelineOf(1, [500, 400])[0]!;
    const calmNow = timelineOf(1, [500, 0])[0]!;
    const crowdBack = timelineOf(30, [500, 400])[0]!;
    expect(isOverloaded(after(backlog), RULE, lastShedAt)).toBe(true);
    expect(isOverloaded(after(calmNow), RULE, lastShedAt)).toBe(false);
    // Stopped 3 s ago; late again with one person's requests: not shed; with a crowd: shed.
    const pause = Array.from({ length: 6 }, () => calmNow);
    expect(isOverloaded(after(...pause, backlog), RULE, lastShedAt)).toBe(false);
    expect(isOverloaded(after(...pause, crowdBack), RULE, lastShedAt)).toBe(true);
  });

  it('counts history it has not seen as calm: a server that has just started is not overloaded', () => {
    expect(isOverloaded(timeline(...late(15)), RULE)).toBe(false);
  });
});
