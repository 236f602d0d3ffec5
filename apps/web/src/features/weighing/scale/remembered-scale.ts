import { z } from 'zod';
import { serialChoiceSchema } from '@ecopeso/shared/scales/presets';
import { read as readStored, write as writeStored } from '@/lib/remembered';

/**
 * The scale paired on this device, kept like the device's other choices (lib/remembered.ts: localStorage, nothing
 * if storage is off). What the browser lets a page find again without asking: a serial port or HID device by its
 * USB ids (getPorts/getDevices), a Bluetooth device by its id where getDevices exists.
 */
const rememberedScaleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('serial'),
    choice: serialChoiceSchema,
    usbVendorId: z.number().int().optional(),
    usbProductId: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('hid'), vendorId: z.number().int(), productId: z.number().int() }),
  z.object({ kind: z.literal('bluetooth'), id: z.string().min(1) }),
]);
export type RememberedScale = z.infer<typeof rememberedScaleSchema>;

const SCALE_KEY = 'ecopeso.weighing.scale';
const NOTICE_KEY = 'ecopeso.weighing.scaleNoticeDismissed';

/** The remembered scale; anything stored that is not one (an older shape, a hand edit) counts as none. */
export function rememberedScale(): RememberedScale | null {
  const stored = readStored(SCALE_KEY);
  if (!stored) return null;
  try {
    const parsed = rememberedScaleSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
export const rememberScale = (scale: RememberedScale | null) =>
  writeStored(SCALE_KEY, scale ? JSON.stringify(scale) : '');

export const noticeDismissed = () => readStored(NOTICE_KEY) === '1';
export const dismissNotice = () => writeStored(NOTICE_KEY, '1');
