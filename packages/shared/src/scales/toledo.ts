import {
  ascii,
  bufferedParser,
  ByteBuffer,
  CR,
  ETX,
  frameEnd,
  letterStatusReading,
  STX,
  takeFrames,
  toKg,
  weightReading,
  type ScaleParser,
  type ScaleReading,
} from './reading';

/*
 * Toledo continuous output ("P03" on Toledo do Brasil indicators; "Toledo Continuous" on Mettler Toledo's), as
 * documented by:
 *   - Mettler Toledo IND445 user manual 22013194B, §5.2.2 "Output format in TOLEDO Continuous mode"
 *     (https://www.manualshelf.com/manual/mettler-toledo/ics425a/user-manual-english/page-50.html) and KERN FTC
 *     manual §5.2.2 (https://www.easymanua.ls/kern/ftc/manual?p=42):
 *       STX SWA SWB SWC [6 digits weight] [6 digits tare] CR CHK
 *     weight and tare without decimal point or unit; CHK = two's complement of the binary sum of the 7 lower bits
 *     of every character before it, STX and CR included.
 *   - Cardinal 225 technical manual 8200-M698-O1 "Continuous output formats — Toledo"
 *     (https://www.easymanua.ls/cardinal/225/manual/112006?p=126): the same frame with or without the checksum,
 *     and a SHORT form without the tare field: STX SWA SWB SWC xxxxxx CR [CHK].
 *   - Status words, Wildcat scale manual E15609900A tables 6-9 to 6-11
 *     (http://38.142.81.21:8001/manual/wildcat-territory/scale-e15609900a/user-s-manual-english/page-41.html) and
 *     Rice Lake 880 technical manual §10.8.1 (bit 7 of each status word is the parity bit):
 *       SWA bits 0–2: where the decimal point is — 0 "XXXX00", 1 "XXXXX0", 2 "XXXXXX", 3 "XXXXX.X", 4 "XXXX.XX",
 *                     5 "XXX.XXX", 6 "XX.XXXX", 7 "X.XXXXX"
 *       SWB bit 0 net (1) / gross (0); bit 1 negative; bit 2 out of range; bit 3 motion; bit 4 kg (1) / lb (0)
 *       SWC bit 0 grams (1) / lb or kg (0)
 */

/** Powers of ten of each decimal-point code of SWA (code 0 reads "XXXX00": two dummy zeros). */
const DECIMAL_SHIFT = [2, 1, 0, -1, -2, -3, -4, -5] as const;

// Six digits (leading blanks allowed: some indicators blank leading zeros); an all-blank field is not a number.
const DIGITS = /^[0-9 ]{6}$/;

function sixDigits(text: string, shift: number): number | null {
  if (!DIGITS.test(text) || text.trim() === '') return null;
  return Number(text.replaceAll(' ', '0')) * 10 ** shift;
}

function checksumOf(frame: Uint8Array): number {
  let sum = 0;
  for (const byte of frame) sum += byte & 0x7f;
  return -sum & 0x7f;
}

function readContinuous(frame: Uint8Array): ScaleReading {
  const body = ascii(frame.slice(1, -1));
  const [swa, swb, swc] = [frame[1]! & 0x7f, frame[2]! & 0x7f, frame[3]! & 0x7f];
  const shift = DECIMAL_SHIFT[swa & 0b111]!;
  const weight = sixDigits(body.slice(3, 9), shift);
  const tare = body.length === 15 ? sixDigits(body.slice(9, 15), shift) : null;
  if (weight === null || (body.length === 15 && tare === null)) return { kind: 'error', reason: 'bad-frame' };
  const unit = swc & 0b1 ? 'g' : swb & 0b1_0000 ? 'kg' : 'lb';
  const negative = Boolean(swb & 0b10);
  const reading = weightReading(negative ? -weight : weight, unit, {
    stable: !(swb & 0b1000),
    negative,
    overload: Boolean(swb & 0b100),
    net: Boolean(swb & 0b1),
  });
  if (tare !== null) reading.tareKg = toKg(tare, unit);
  return reading;
}

/**
 * The Toledo continuous stream. A frame ends at CR; the byte after it is the checksum when the indicator sends one,
 * or the next frame's STX when it does not, so a frame is read once that byte has come (at 9600 bd, 1 ms later).
 */
function nextContinuous(buffer: ByteBuffer): ScaleReading | null | undefined {
  const cr = frameEnd(buffer, STX, CR);
  if (cr === 'empty') return undefined;
  if (cr === 'cut') return { kind: 'error', reason: 'bad-frame' }; // a frame cut short by the next one
  if (cr === 'open') {
    if (buffer.length <= 17) return undefined;
    buffer.drop(1);
    return null;
  }
  if (cr !== 10 && cr !== 16) {
    buffer.drop(cr + 1);
    return { kind: 'error', reason: 'bad-frame' };
  }
  if (buffer.length <= cr + 1) return undefined; // the checksum, or the next STX, decides
  const frame = buffer.slice(0, cr + 1);
  const after = buffer.at(cr + 1) & 0x7f;
  if (after === checksumOf(frame)) {
    buffer.drop(cr + 2);
    return readContinuous(frame);
  }
  if (after === STX) {
    buffer.drop(cr + 1);
    return readContinuous(frame);
  }
  buffer.drop(cr + 2);
  return { kind: 'error', reason: 'checksum' };
}

export const createToledoContinuousParser = (): ScaleParser => bufferedParser(nextContinuous);

/*
 * Toledo on request: the Prix scales' protocols Prt3 and Prt5, Toledo "PRIX 3 Plus — Manual del Usuario" §2.7.3 and
 * §2.7.4: the computer sends ENQ (05h); the scale answers
 *   [STX][PPPPP][ETX]  stable weight, 5 digits without decimal point (kg to the gram: the point is the software's)
 *   [STX][IIIII][ETX]  unstable          [STX][NNNNN][ETX]  negative          [STX][SSSSS][ETX]  over capacity
 * with 8 data bits, no parity, 1 stop bit.
 */
function readPrix(body: Uint8Array): ScaleReading {
  const text = ascii(body);
  if (/^\d{5}$/.test(text)) {
    return weightReading(Number(text) / 1000, 'kg', { stable: true, negative: false, overload: false });
  }
  return (text.length === 5 && letterStatusReading(text)) || { kind: 'error', reason: 'bad-frame' };
}

export function createToledoPrixParser(): ScaleParser {
  const buffer = new ByteBuffer();
  return { push: (chunk) => (buffer.append(chunk), takeFrames(buffer, STX, ETX, 5).map(readPrix)) };
}
