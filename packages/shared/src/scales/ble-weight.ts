import { weightReading, type ScaleReading } from './reading';

/*
 * Bluetooth LE scales with the Weight Scale service: Bluetooth SIG "Weight Scale Service 1.0" (service 0x181D) and
 * the Weight Measurement characteristic 0x2A9D of the "GATT Specification Supplement" §3.259:
 *   Flags (8 bits): bit 0 units, 0 = SI (kg), 1 = imperial (lb); bit 1 time stamp present (7 bytes);
 *                   bit 2 user ID present (1 byte); bit 3 BMI and height present (2 + 2 bytes)
 *   Weight (uint16, little-endian): resolution 0.005 kg (SI) or 0.01 lb (imperial);
 *                   0xFFFF means "measurement unsuccessful".
 * The scale indicates a measurement once it has one, so every value it sends is a settled one.
 */
export const WEIGHT_SCALE_SERVICE = 0x181d;
export const WEIGHT_MEASUREMENT_CHARACTERISTIC = 0x2a9d;

export function parseWeightMeasurement(data: Uint8Array): ScaleReading {
  if (data.length < 3) return { kind: 'error', reason: 'bad-frame' };
  const flags = data[0]!;
  const optional = (flags & 0b10 ? 7 : 0) + (flags & 0b100 ? 1 : 0) + (flags & 0b1000 ? 4 : 0);
  if (data.length < 3 + optional) return { kind: 'error', reason: 'bad-frame' };
  const raw = data[1]! | (data[2]! << 8);
  if (raw === 0xffff) return { kind: 'error', reason: 'scale-fault' };
  const imperial = Boolean(flags & 0b1);
  // Integer steps first, so 0.005 × 2463 is 12.315 and not 12.315000000000001.
  const value = imperial ? raw / 100 : (raw * 5) / 1000;
  return weightReading(value, imperial ? 'lb' : 'kg', { stable: true, negative: false, overload: false });
}
