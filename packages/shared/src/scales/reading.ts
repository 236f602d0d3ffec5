/**
 * What every scale parser emits, whatever the wire: a weight with its flags, converted to kg, or an error the
 * screen can name. Parsers take bytes in whatever chunks the port hands them (a frame may be split anywhere, and
 * noise may sit between frames) and keep only the unfinished tail between calls.
 */

/** The units the documented protocols report. */
export type ScaleUnit = 'kg' | 'g' | 'lb' | 'oz';

export interface WeightReading {
  kind: 'weight';
  /** The weight in kg; null when the scale sends a status instead of a number ("IIIII", over capacity…). */
  kg: number | null;
  /** The unit the scale itself reported (kg is derived from it). */
  unit: ScaleUnit;
  /** Not in motion: the scale says the weight has settled. */
  stable: boolean;
  /** Below zero (an empty platform after a tare, a bin lifted off). */
  negative: boolean;
  /** Over capacity or out of range: the number, if any, is not a weight. */
  overload: boolean;
  /** The tare in kg, where the frame carries one; `net` when the weight shown is net of it. */
  tareKg?: number;
  net?: boolean;
}

export type ScaleErrorReason =
  /** Bytes between a frame's start and end that the documented format does not allow. */
  | 'bad-frame'
  /** A frame whose checksum does not add up (a byte lost or changed on the line). */
  | 'checksum'
  /** The scale reports a fault of its own (RAM, ROM, calibration, "requires re-zeroing"…). */
  | 'scale-fault'
  /** A unit the protocol allows but a kitchen scale has no business sending (carats, troy ounces…). */
  | 'unit';

export interface ErrorReading {
  kind: 'error';
  reason: ScaleErrorReason;
}

export type ScaleReading = WeightReading | ErrorReading;

/** A parser of one protocol: feed it what the port read, get back the readings completed by it. */
export interface ScaleParser {
  push(chunk: Uint8Array): ScaleReading[];
}

// The avoirdupois pound is exactly 0.45359237 kg (International Yard and Pound Agreement, 1959); the ounce is 1/16 lb.
const KG_PER: Record<ScaleUnit, number> = { kg: 1, g: 0.001, lb: 0.45359237, oz: 0.45359237 / 16 };

/** `value` in `unit`, as kg, to the milligram (so 0.1 lb does not come back as 0.045359237000000004). */
export function toKg(value: number, unit: ScaleUnit): number {
  return Math.round(value * KG_PER[unit] * 1e6) / 1e6;
}

/** A weight reading, its kg derived from the value in the scale's unit. */
export function weightReading(
  value: number | null,
  unit: ScaleUnit,
  flags: Omit<WeightReading, 'kind' | 'kg' | 'unit'>,
): WeightReading {
  return { kind: 'weight', kg: value === null ? null : toKg(value, unit), unit, ...flags };
}

/** A growing byte buffer: append a chunk, drop what a frame consumed. */
export class ByteBuffer {
  private bytes = new Uint8Array(0);

  get length(): number {
    return this.bytes.length;
  }

  at(index: number): number {
    return this.bytes[index]!;
  }

  append(chunk: Uint8Array): void {
    const next = new Uint8Array(this.bytes.length + chunk.length);
    next.set(this.bytes);
    next.set(chunk, this.bytes.length);
    this.bytes = next;
  }

  indexOf(byte: number, from = 0): number {
    return this.bytes.indexOf(byte, from);
  }

  slice(start: number, end?: number): Uint8Array {
    return this.bytes.slice(start, end);
  }

  /** Forgets the first `count` bytes. */
  drop(count: number): void {
    this.bytes = this.bytes.slice(count);
  }
}

/** The ASCII text of `bytes`, each byte's parity bit (bit 7) cleared, as a 7-bit line with parity delivers it. */
export function ascii(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte & 0x7f);
  return text;
}

export const STX = 0x02;
export const ETX = 0x03;
export const ENQ = 0x05;
export const LF = 0x0a;
export const CR = 0x0d;

/**
 * Drops the noise before the first `start` byte of `buffer` and says where the frame that begins there ends: the index
 * of its `end` byte; 'cut' when another start comes before any end (the broken frame is dropped up to that start);
 * 'open' when neither has come yet; 'empty' when the buffer held no start at all (it is emptied).
 */
export function frameEnd(buffer: ByteBuffer, start: number, end: number): number | 'cut' | 'open' | 'empty' {
  const s = buffer.indexOf(start);
  if (s < 0) {
    buffer.drop(buffer.length);
    return 'empty';
  }
  buffer.drop(s);
  const e = buffer.indexOf(end, 1);
  const nextStart = buffer.indexOf(start, 1);
  if (nextStart > 0 && (e < 0 || nextStart < e)) {
    buffer.drop(nextStart);
    return 'cut';
  }
  return e < 0 ? 'open' : e;
}

/**
 * Cuts `start … end` frames off the front of `buffer`, returning each frame's body (the bytes between the two).
 * Bytes before a start are noise and dropped; a start whose end has not come within `maxBody` bytes was noise too
 * (it is dropped and the search goes on from the next byte); an unfinished frame stays for the next chunk.
 */
export function takeFrames(buffer: ByteBuffer, start: number, end: number, maxBody: number): Uint8Array[] {
  const bodies: Uint8Array[] = [];
  for (;;) {
    const e = frameEnd(buffer, start, end);
    if (e === 'empty') return bodies;
    if (e === 'cut') continue; // a start with no end before the next start: a broken frame
    if (e === 'open') {
      if (buffer.length > maxBody + 1) buffer.drop(1);
      else return bodies;
      continue;
    }
    if (e - 1 > maxBody) {
      buffer.drop(1);
      continue;
    }
    bodies.push(buffer.slice(1, e));
    buffer.drop(e + 1);
  }
}

/**
 * A parser that keeps what the port sent in a buffer and calls `next` until it asks for more bytes. `next` takes what
 * it can off the front of the buffer and returns one reading, null for bytes consumed with nothing to report, or
 * undefined when it must wait for the next chunk.
 */
export function bufferedParser(next: (buffer: ByteBuffer) => ScaleReading | null | undefined): ScaleParser {
  const buffer = new ByteBuffer();
  return {
    push(chunk) {
      buffer.append(chunk);
      const out: ScaleReading[] = [];
      for (let reading = next(buffer); reading !== undefined; reading = next(buffer)) if (reading) out.push(reading);
      return out;
    },
  };
}

/**
 * The status answers of Toledo's Prix protocols and of Filizola's: a run of I (in motion), N (negative) or S (over
 * capacity) in place of the digits; null for any other text.
 */
export function letterStatusReading(text: string): WeightReading | null {
  const letter = /^([INS])\1*$/.exec(text)?.[1];
  if (!letter) return null;
  return weightReading(null, 'kg', { stable: false, negative: letter === 'N', overload: letter === 'S' });
}
