import { z } from 'zod';
import { createFilizolaParser } from './filizola';
import { createNciParser } from './nci';
import { ENQ, type ScaleParser } from './reading';
import { createToledoContinuousParser, createToledoPrixParser } from './toledo';

/**
 * The serial scales offered on the weighing page: each preset is a protocol, the port settings it is usually set
 * to, and what to send (and how often) when the scale answers only when asked. The indicator's own menu has the
 * last word on port settings; the custom preset takes any protocol with any settings.
 */
export const SERIAL_PROTOCOLS = ['toledo-continuous', 'toledo-prix', 'filizola', 'nci'] as const;
export type SerialProtocol = (typeof SERIAL_PROTOCOLS)[number];

export const portSettingsSchema = z.object({
  baudRate: z.union([
    z.literal(1200),
    z.literal(2400),
    z.literal(4800),
    z.literal(9600),
    z.literal(19200),
    z.literal(38400),
  ]),
  dataBits: z.union([z.literal(7), z.literal(8)]),
  parity: z.enum(['none', 'even', 'odd']),
  stopBits: z.union([z.literal(1), z.literal(2)]),
});
export type PortSettings = z.infer<typeof portSettingsSchema>;

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400] as const;

interface ProtocolInfo {
  parser(): ScaleParser;
  /** What asks the scale for its weight; null when it sends on its own. */
  request: Uint8Array | null;
}

export const PROTOCOLS: Record<SerialProtocol, ProtocolInfo> = {
  'toledo-continuous': { parser: createToledoContinuousParser, request: null },
  // ENQ (05h): Toledo PRIX 3 Plus manual §2.7.3; Filizola as ACBr's driver asks (see filizola.ts).
  'toledo-prix': { parser: createToledoPrixParser, request: Uint8Array.of(ENQ) },
  filizola: { parser: createFilizolaParser, request: Uint8Array.of(ENQ) },
  // "W<CR>": the NCI standard protocol's weight request (see nci.ts).
  nci: { parser: createNciParser, request: Uint8Array.of(0x57, 0x0d) },
};

/** How often an on-request scale is asked: five times a second, quick enough to watch a bin being loaded. */
export const POLL_MS = 200;

export const SERIAL_PRESET_IDS = ['toledo-p03', 'toledo-prix', 'filizola', 'nci', 'custom'] as const;
export type SerialPresetId = (typeof SERIAL_PRESET_IDS)[number];

export interface SerialPreset {
  protocol: SerialProtocol;
  port: PortSettings;
}

/**
 * The presets' port settings. Where a manual states them they are the manual's; elsewhere they are the factory
 * setting such indicators commonly ship with, and the custom preset covers any other.
 *   - Toledo continuous: the status words' bit 7 is a parity bit (Rice Lake 880 manual §10.8.1), so 7 data bits
 *     with parity; 9600 bd, even parity (assumed factory setting).
 *   - Toledo Prix: 8 data bits, no parity, 1 stop bit (PRIX 3 Plus manual §2.7.3); 9600 bd.
 *   - Filizola: 9600 bd, 8N1 (assumed: no source states it).
 *   - NCI: status bytes carry a parity bit in bit 7 (Ohaus Aviator 7000 service manual p. 49): 7 data bits, even
 *     parity assumed, 9600 bd.
 */
export const SERIAL_PRESETS: Record<Exclude<SerialPresetId, 'custom'>, SerialPreset> = {
  'toledo-p03': {
    protocol: 'toledo-continuous',
    port: { baudRate: 9600, dataBits: 7, parity: 'even', stopBits: 1 },
  },
  'toledo-prix': { protocol: 'toledo-prix', port: { baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1 } },
  filizola: { protocol: 'filizola', port: { baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1 } },
  nci: { protocol: 'nci', port: { baudRate: 9600, dataBits: 7, parity: 'even', stopBits: 1 } },
};

/** A chosen serial scale: a preset, or the custom one with its own protocol and settings. */
export const serialChoiceSchema = z.discriminatedUnion('preset', [
  z.object({ preset: z.enum(['toledo-p03', 'toledo-prix', 'filizola', 'nci']) }),
  z.object({ preset: z.literal('custom'), protocol: z.enum(SERIAL_PROTOCOLS), port: portSettingsSchema }),
]);
export type SerialChoice = z.infer<typeof serialChoiceSchema>;

/** The protocol and port settings a choice stands for. */
export function resolveSerialChoice(choice: SerialChoice): SerialPreset {
  return choice.preset === 'custom' ? { protocol: choice.protocol, port: choice.port } : SERIAL_PRESETS[choice.preset];
}
