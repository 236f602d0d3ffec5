import {
  ascii,
  ByteBuffer,
  ETX,
  letterStatusReading,
  STX,
  takeFrames,
  weightReading,
  type ScaleParser,
  type ScaleReading,
} from './reading';

/*
 * Filizola scales on request. No Filizola manual is published where we could read it; the format below is the one
 * the ACBr project's Filizola driver (unit ACBrBALFilizola, github.com/frones/ACBr, written against the MF, BP and CS
 * models) and its Filizola-BP driver (ACBrBALFilizolaBP) read:
 *   the computer sends ENQ (05h); the scale answers STX <answer> ETX, where <answer> is
 *     - 5 or 6 digits: the weight in grams (the BP models);
 *     - a number with a decimal point or comma: the weight in kg (models whose point floats, MF);
 *     - more than 10 characters: the CS models, whose answer starts with the weight (6 digits, grams) followed by
 *       price fields;
 *     - starting with "I": unstable ("IIIII"); "N": negative ("NNNNN"); "S": over capacity ("SSSSS").
 * No continuous format of Filizola's could be found documented, so none is offered (the custom preset can pair a
 * Filizola that streams the same answer unasked: the parser reads frames whether or not they were asked for).
 */
function readFilizola(body: Uint8Array): ScaleReading {
  const text = ascii(body).trim();
  const flags = { stable: true, negative: false, overload: false };
  if (text.length > 10 && /^\d{6}/.test(text)) return weightReading(Number(text.slice(0, 6)) / 1000, 'kg', flags);
  if (/^\d{5,6}$/.test(text)) return weightReading(Number(text) / 1000, 'kg', flags);
  if (/^\d+[.,]\d+$/.test(text)) return weightReading(Number(text.replace(',', '.')), 'kg', flags);
  return letterStatusReading(text) ?? { kind: 'error', reason: 'bad-frame' };
}

export function createFilizolaParser(): ScaleParser {
  const buffer = new ByteBuffer();
  return { push: (chunk) => (buffer.append(chunk), takeFrames(buffer, STX, ETX, 32).map(readFilizola)) };
}
