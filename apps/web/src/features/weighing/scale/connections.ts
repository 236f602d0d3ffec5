import {
  parseWeightMeasurement,
  WEIGHT_MEASUREMENT_CHARACTERISTIC,
  WEIGHT_SCALE_SERVICE,
} from '@ecopeso/shared/scales/ble-weight';
import { HID_DATA_WEIGHT_USAGE, HID_SCALE_USAGE_PAGE, parseHidScaleReport } from '@ecopeso/shared/scales/hid-pos';
import { POLL_MS, PROTOCOLS, resolveSerialChoice, type SerialChoice } from '@ecopeso/shared/scales/presets';
import type { ScaleReading } from '@ecopeso/shared/scales/reading';
import type { RememberedScale } from './remembered-scale';
import {
  bluetoothApi,
  hidApi,
  serialApi,
  type BluetoothDeviceLike,
  type HidDeviceLike,
  type HidInputReportEvent,
  type SerialPortLike,
} from './web-apis';

export interface ScaleEvents {
  reading(reading: ScaleReading): void;
  /** The scale went away on its own (unplugged, out of range, powered off). */
  lost(): void;
}

/** An open scale: what to remember to find it again, and how to let it go. */
export interface ScaleConnection {
  remembered: RememberedScale;
  close(): Promise<void>;
}

const bytesOf = (view: DataView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/**
 * Opens a serial port with the preset's settings and feeds what it reads to the protocol's parser; a scale that
 * answers only when asked is asked every POLL_MS. The read loop ends when the port does (unplugged → `lost`).
 */
async function openSerialPort(
  port: SerialPortLike,
  choice: SerialChoice,
  events: ScaleEvents,
): Promise<ScaleConnection> {
  const { protocol, port: settings } = resolveSerialChoice(choice);
  await port.open(settings);
  const parser = PROTOCOLS[protocol].parser();
  const request = PROTOCOLS[protocol].request;
  const reader = port.readable!.getReader();
  const writer = request && port.writable ? port.writable.getWriter() : null;
  let closing = false;
  const ask = () => void writer?.write(request!).catch(() => undefined);
  const poll = writer ? setInterval(ask, POLL_MS) : undefined;
  ask();

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const reading of parser.push(value)) events.reading(reading);
      }
    } catch {
      // a read error is the port going away; said below
    }
    if (!closing) events.lost();
  })();

  const info = port.getInfo();
  return {
    remembered: { kind: 'serial', choice, usbVendorId: info.usbVendorId, usbProductId: info.usbProductId },
    async close() {
      closing = true;
      clearInterval(poll);
      await reader.cancel().catch(() => undefined);
      reader.releaseLock();
      writer?.releaseLock();
      await port.close().catch(() => undefined);
    },
  };
}

/** The input report that carries the Data Weight usage, per the device's own descriptor; undefined if it says none. */
function weightReportId(device: HidDeviceLike): number | undefined {
  for (const collection of device.collections) {
    for (const report of collection.inputReports ?? []) {
      if (report.items?.some((item) => item.usages?.includes(HID_DATA_WEIGHT_USAGE))) return report.reportId;
    }
  }
  return undefined;
}

async function openHidDevice(device: HidDeviceLike, events: ScaleEvents): Promise<ScaleConnection> {
  if (!device.opened) await device.open();
  const reportId = weightReportId(device);
  const onReport = (event: Event) => {
    const report = event as HidInputReportEvent;
    if (reportId !== undefined && report.reportId !== reportId) return; // status or limit reports
    events.reading(parseHidScaleReport(bytesOf(report.data)));
  };
  device.addEventListener('inputreport', onReport);
  return {
    remembered: { kind: 'hid', vendorId: device.vendorId, productId: device.productId },
    async close() {
      device.removeEventListener('inputreport', onReport);
      await device.close().catch(() => undefined);
    },
  };
}

async function openBluetoothDevice(device: BluetoothDeviceLike, events: ScaleEvents): Promise<ScaleConnection> {
  const server = await device.gatt!.connect();
  const service = await server.getPrimaryService(WEIGHT_SCALE_SERVICE);
  const characteristic = await service.getCharacteristic(WEIGHT_MEASUREMENT_CHARACTERISTIC);
  let closing = false;
  const onValue = () => {
    if (characteristic.value) events.reading(parseWeightMeasurement(bytesOf(characteristic.value)));
  };
  const onGone = () => {
    if (!closing) events.lost();
  };
  characteristic.addEventListener('characteristicvaluechanged', onValue);
  device.addEventListener('gattserverdisconnected', onGone);
  // Weight Measurement is indicated (Weight Scale Service 1.0 §3.2); startNotifications subscribes to either.
  await characteristic.startNotifications();
  return {
    remembered: { kind: 'bluetooth', id: device.id },
    async close() {
      closing = true;
      characteristic.removeEventListener('characteristicvaluechanged', onValue);
      device.removeEventListener('gattserverdisconnected', onGone);
      device.gatt?.disconnect();
    },
  };
}

export type PairRequest = { kind: 'serial'; choice: SerialChoice } | { kind: 'hid' } | { kind: 'bluetooth' };

/**
 * Asks the browser to pick a scale (its own chooser: it must run in a tap's handler) and opens it. Resolves to
 * null when the person closes the chooser without picking one.
 */
export async function pairScale(request: PairRequest, events: ScaleEvents): Promise<ScaleConnection | null> {
  try {
    if (request.kind === 'serial')
      return await openSerialPort(await serialApi()!.requestPort(), request.choice, events);
    if (request.kind === 'hid') {
      const [device] = await hidApi()!.requestDevice({ filters: [{ usagePage: HID_SCALE_USAGE_PAGE }] });
      return device ? await openHidDevice(device, events) : null;
    }
    const device = await bluetoothApi()!.requestDevice({ filters: [{ services: [WEIGHT_SCALE_SERVICE] }] });
    return await openBluetoothDevice(device, events);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return null; // chooser closed
    throw error;
  }
}

/**
 * Opens the remembered scale again without asking, where the browser still grants it (getPorts/getDevices);
 * null when it does not, or the scale is not there.
 */
export async function reopenScale(scale: RememberedScale, events: ScaleEvents): Promise<ScaleConnection | null> {
  if (scale.kind === 'serial') {
    const ports = (await serialApi()?.getPorts()) ?? [];
    const port =
      ports.find((p) => {
        const info = p.getInfo();
        return info.usbVendorId === scale.usbVendorId && info.usbProductId === scale.usbProductId;
      }) ?? (ports.length === 1 ? ports[0] : undefined);
    return port ? openSerialPort(port, scale.choice, events) : null;
  }
  if (scale.kind === 'hid') {
    const devices = (await hidApi()?.getDevices()) ?? [];
    const device = devices.find((d) => d.vendorId === scale.vendorId && d.productId === scale.productId);
    return device ? openHidDevice(device, events) : null;
  }
  const devices = (await bluetoothApi()?.getDevices?.()) ?? [];
  const device = devices.find((d) => d.id === scale.id);
  return device ? openBluetoothDevice(device, events) : null;
}
