import {
  ascii,
  bufferedParser,
  ETX,
  weightReading,
  type ByteBuffer,
  type ScaleParser,
  type ScaleReading,
} from './reading';

/*
 * The NCI / Weigh-Tronix standard serial protocol (Avery Weigh-Tronix control document SCP-01, "NCI Standard
 * Protocol" 8408-14788-01; SCP-12 is the same command set), as the scales' manuals give it:
 *   - Avery Weigh-Tronix 7821 user instructions §6.3 (https://www.easymanua.ls/avery-weigh-tronix/7821/manual?p=25)
 *     and NCI Model 7800 user's manual p. 32 (https://www.easymanua.ls/nci/7800/manual?p=32):
 *       W<CR>  →  <LF>xxxx.xxuu<CR><LF>hh…<CR><ETX>   weight with decimal point and minus sign, units (lb, kg, oz,
 *                                                     g), then two or more status bytes
 *       S<CR>  →  <LF>hh…<CR><ETX>                    status only;   anything else → <LF>?<CR><ETX>
 *   - Salter Brecknell 3700LP manual p. 11 (https://www.manualsdir.com/manuals/634840/salter-brecknell-3700lp.html?page=11):
 *     grams come as "<LF> XXXXg <CR>".
 *   - Status bits, Ohaus Aviator 7000 service manual p. 49
 *     (https://manualshive.com/en/manual/ohaus/aviator-7000-series/4154010?page=49):
 *       byte 1: bit 0 in motion, bit 1 at zero, bit 2 RAM error, bit 3 EEPROM error
 *       byte 2: bit 0 under capacity, bit 1 over capacity, bit 2 ROM error, bit 3 faulty calibration
 *       byte 3 (optional): bits 0–1 range, bit 2 net weight
 *       bits 4 and 5 always 1 in every status byte, bit 6 always 0 in byte 1; bit 7 parity.
 */
const WEIGHT_LINE = /^(-?)\s*(\d*\.?\d+)\s*(lb|kg|oz|g)$/i;

function readAnswer(lines: string[]): ScaleReading | null {
  const statusLine = lines.at(-1)!;
  if (statusLine === '?') return null; // the scale did not understand: nothing to read
  const status = [...statusLine].map((c) => c.charCodeAt(0));
  const wellFormed = status.every((b) => (b & 0b11_0000) === 0b11_0000) && !(status[0]! & 0b100_0000);
  if (status.length < 2 || !wellFormed) return { kind: 'error', reason: 'bad-frame' };
  const [first, second, third = 0] = status as [number, number, number?];
  if (first & 0b1100 || second & 0b1100) return { kind: 'error', reason: 'scale-fault' };
  const flags = {
    stable: !(first & 0b1),
    negative: Boolean(second & 0b1),
    overload: Boolean(second & 0b10),
    net: Boolean(third & 0b100),
  };
  const match = lines.length > 1 ? WEIGHT_LINE.exec(lines[0]!.trim()) : null;
  if (!match) {
    // Over or under capacity the display shows no number; status alone still says what is going on.
    return lines.length > 1 && !flags.overload && !flags.negative
      ? { kind: 'error', reason: 'bad-frame' }
      : weightReading(null, 'kg', { ...flags, stable: false });
  }
  const unit = match[3]!.toLowerCase() as 'lb' | 'kg' | 'oz' | 'g';
  const value = Number(match[2]) * (match[1] ? -1 : 1);
  return weightReading(value, unit, { ...flags, negative: flags.negative || value < 0 });
}

function nextAnswer(buffer: ByteBuffer): ScaleReading | null | undefined {
  const end = buffer.indexOf(ETX);
  if (end < 0) {
    if (buffer.length > 64) buffer.drop(buffer.length - 64); // noise with no end in sight
    return undefined;
  }
  const message = ascii(buffer.slice(0, end));
  buffer.drop(end + 1);
  // Each line is <LF>…<CR>; whatever came before the first LF is noise.
  const lines = [...message.matchAll(/\n([^\n]*?)\r/g)].map((m) => m[1]!);
  if (lines.length === 0 || lines.length > 2) return { kind: 'error', reason: 'bad-frame' };
  return readAnswer(lines);
}

export const createNciParser = (): ScaleParser => bufferedParser(nextAnswer);
