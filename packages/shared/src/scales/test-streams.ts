import type { ScaleParser, ScaleReading } from './reading';

/** The parsers' tests' streams: text written byte for byte (escapes for the control characters). */
export const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Feeds `stream` to `parser` in pieces of `size` bytes, as a serial port may hand them over, and gathers every reading. */
export function feed(parser: ScaleParser, stream: Uint8Array, size = stream.length): ScaleReading[] {
  const out: ScaleReading[] = [];
  for (let i = 0; i < stream.length; i += size) out.push(...parser.push(stream.slice(i, i + size)));
  return out;
}
