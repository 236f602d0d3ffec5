import { describe, expect, it } from 'vitest';
import { PROTOCOLS, resolveSerialChoice, SERIAL_PRESETS, serialChoiceSchema } from './presets';

describe('serial scale presets', () => {
  it('gives each preset a protocol with a parser, and asks on-request scales for their weight', () => {
    for (const preset of Object.values(SERIAL_PRESETS))
      expect(PROTOCOLS[preset.protocol].parser().push).toBeTypeOf('function');
    expect(PROTOCOLS['toledo-continuous'].request).toBeNull();
    expect([...PROTOCOLS['toledo-prix'].request!]).toEqual([0x05]);
    expect([...PROTOCOLS.nci.request!]).toEqual([0x57, 0x0d]);
  });

  it('resolves a custom choice to its own protocol and settings, and refuses settings a port cannot take', () => {
    const custom = {
      preset: 'custom',
      protocol: 'nci',
      port: { baudRate: 4800, dataBits: 8, parity: 'none', stopBits: 2 },
    };
    expect(resolveSerialChoice(serialChoiceSchema.parse(custom))).toEqual({ protocol: 'nci', port: custom.port });
    expect(resolveSerialChoice({ preset: 'toledo-p03' }).port).toEqual({
      baudRate: 9600,
      dataBits: 7,
      parity: 'even',
      stopBits: 1,
    });
    expect(serialChoiceSchema.safeParse({ ...custom, port: { ...custom.port, baudRate: 1234 } }).success).toBe(false);
    expect(serialChoiceSchema.safeParse({ preset: 'mettler' }).success).toBe(false);
  });
});
