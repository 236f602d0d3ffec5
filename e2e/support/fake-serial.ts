import type { Page } from '@playwright/test';

/**
 * A simulated serial scale for Chromium: `navigator.serial` replaced before the app loads by one whose port's
 * readable stream gives whatever bytes the test pushes, and whose writable stream records what the page sends.
 * The permission a real requestPort() grants outlives a reload (getPorts() returns the port again), as Chromium's does.
 */
export async function installFakeSerial(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Controller = ReadableStreamDefaultController<Uint8Array>;
    const state = {
      controller: null as Controller | null,
      opened: null as object | null,
      written: [] as number[][],
      asked: 0,
    };
    const port = {
      readable: null as ReadableStream<Uint8Array> | null,
      writable: null as WritableStream<Uint8Array> | null,
      async open(options: object) {
        state.opened = options;
        this.readable = new ReadableStream<Uint8Array>({ start: (c) => void (state.controller = c) });
        this.writable = new WritableStream<Uint8Array>({ write: (chunk) => void state.written.push([...chunk]) });
      },
      async close() {
        state.opened = null;
      },
      getInfo: () => ({ usbVendorId: 0x0403, usbProductId: 0x6001 }),
    };
    const serial = {
      async requestPort() {
        state.asked += 1;
        localStorage.setItem('fake-serial-granted', '1');
        return port;
      },
      getPorts: async () => (localStorage.getItem('fake-serial-granted') ? [port] : []),
    };
    Object.defineProperty(Navigator.prototype, 'serial', { configurable: true, get: () => serial });
    Object.assign(window, {
      fakeScale: {
        push: (bytes: number[]) => state.controller?.enqueue(Uint8Array.from(bytes)),
        state,
      },
    });
  });
}

interface FakeScaleState {
  opened: object | null;
  written: number[][];
  asked: number;
}

/** Writes bytes into the simulated port, as the scale's cable would. */
export const pushBytes = (page: Page, bytes: number[]) =>
  page.evaluate((b) => (window as unknown as { fakeScale: { push(b: number[]): void } }).fakeScale.push(b), bytes);

export const fakeSerialState = (page: Page) =>
  page.evaluate(() => (window as unknown as { fakeScale: { state: FakeScaleState } }).fakeScale.state);

/**
 * A Toledo continuous frame (packages/shared/src/scales/toledo.ts, after Mettler Toledo IND445 §5.2.2): STX, status
 * words A, B, C, six digits of weight and six of tare, CR, checksum. Three decimals (SWA code 5), kg (SWB bit 4),
 * in motion when `moving` (SWB bit 3).
 */
export function toledoFrame(kg: number, moving: boolean): number[] {
  const digits = String(Math.round(kg * 1000)).padStart(6, '0');
  const swa = 0x20 | 5;
  const swb = 0x20 | 0b1_0000 | (moving ? 0b1000 : 0);
  const frame = [0x02, swa, swb, 0x20, ...[...`${digits}000000`].map((c) => c.charCodeAt(0)), 0x0d];
  const sum = frame.reduce((s, b) => s + (b & 0x7f), 0);
  return [...frame, -sum & 0x7f];
}

/** Removes Web Serial, WebHID and Web Bluetooth, as Safari and Firefox lack them. */
export async function withoutScaleApis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const api of ['serial', 'hid', 'bluetooth']) {
      Object.defineProperty(Navigator.prototype, api, { configurable: true, get: () => undefined });
    }
  });
}
