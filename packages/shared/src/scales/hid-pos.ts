import { weightReading, type ScaleReading, type ScaleUnit } from './reading';

/*
 * USB HID point-of-sale scales: "HID Point of Sale Usage Tables" 1.02 (USB-IF, pos1_02.pdf), usage page 0x8D
 * (Scales), chapter 32. The Scale Data Report (usage 0x32) carries, in this order:
 *   Scale Status (0x70, N-ary): 1 fault, 2 stable at center of zero, 3 in motion, 4 weight stable, 5 under zero,
 *                               6 over weight limit, 7 requires calibration, 8 requires re-zeroing (usages 0x71–0x78)
 *   Weight Unit (0x50, N-ary):  1 milligram, 2 gram, 3 kilogram, 4 carats, 5 taels, 6 grains, 7 pennyweights,
 *                               8 metric ton, 9 avoir ton, 10 troy ounce, 11 ounce, 12 pound (usages 0x51–0x5C)
 *   Data Scaling (0x41):        a signed power of ten applied to the weight
 *   Data Weight (0x40):         the weight, 16 bits little-endian
 * The usage names and values are those the HID parsers of Wireshark, Apple's IOHIDUsageTables.h and Haiku's
 * HIDPageWeighingDevice.h list for page 0x8D. Which report ID carries them is the device's own: the WebHID
 * adapter finds it in the report descriptor (the input report with the Data Weight usage 0x8D0040).
 */
export const HID_SCALE_USAGE_PAGE = 0x8d;
export const HID_DATA_WEIGHT_USAGE = (HID_SCALE_USAGE_PAGE << 16) | 0x40;

const UNITS: Partial<Record<number, ScaleUnit>> = { 2: 'g', 3: 'kg', 11: 'oz', 12: 'lb' };

/** One Scale Data Report's data (the report ID apart, as WebHID hands it over). */
export function parseHidScaleReport(data: Uint8Array): ScaleReading {
  if (data.length < 5) return { kind: 'error', reason: 'bad-frame' };
  const [status, unitCode] = [data[0]!, data[1]!];
  const exponent = (data[2]! << 24) >> 24; // signed 8 bits
  const raw = data[3]! | (data[4]! << 8);
  if (status < 1 || status > 8) return { kind: 'error', reason: 'bad-frame' };
  if (status === 1 || status === 7 || status === 8) return { kind: 'error', reason: 'scale-fault' };
  const unit = UNITS[unitCode];
  if (!unit) return { kind: 'error', reason: 'unit' };
  const flags = { stable: status === 2 || status === 4, negative: status === 5, overload: status === 6 };
  // Under zero or over the limit, the number is not a weight to record.
  const value = flags.negative || flags.overload ? null : Math.round(raw * 10 ** exponent * 1e6) / 1e6;
  return weightReading(value, unit, flags);
}
