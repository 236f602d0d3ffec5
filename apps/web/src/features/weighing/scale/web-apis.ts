/**
 * The parts of Web Serial, WebHID and Web Bluetooth the scale uses. TypeScript's DOM library does not type them
 * yet (they are Chromium's); these few declarations are what we call, nothing more.
 */
export interface SerialPortLike {
  open(options: { baudRate: number; dataBits?: number; parity?: string; stopBits?: number }): Promise<void>;
  close(): Promise<void>;
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo(): { usbVendorId?: number; usbProductId?: number };
}
interface SerialApi {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

export interface HidReportInfo {
  reportId: number;
  items?: { usages?: number[] }[];
}
export interface HidDeviceLike extends EventTarget {
  readonly opened: boolean;
  readonly vendorId: number;
  readonly productId: number;
  readonly collections: { inputReports?: HidReportInfo[] }[];
  open(): Promise<void>;
  close(): Promise<void>;
}
export interface HidInputReportEvent extends Event {
  readonly reportId: number;
  readonly data: DataView;
}
interface HidApi {
  requestDevice(options: { filters: { usagePage?: number }[] }): Promise<HidDeviceLike[]>;
  getDevices(): Promise<HidDeviceLike[]>;
}

export interface BluetoothCharacteristicLike extends EventTarget {
  readonly value?: DataView;
  startNotifications(): Promise<unknown>;
}
export interface BluetoothDeviceLike extends EventTarget {
  readonly id: string;
  readonly gatt?: {
    readonly connected: boolean;
    connect(): Promise<{
      getPrimaryService(
        service: number,
      ): Promise<{ getCharacteristic(c: number): Promise<BluetoothCharacteristicLike> }>;
    }>;
    disconnect(): void;
  };
}
interface BluetoothApi {
  requestDevice(options: { filters: { services: number[] }[] }): Promise<BluetoothDeviceLike>;
  /** Chromium offers it behind a setting only; where it is missing, a Bluetooth scale is paired again each visit. */
  getDevices?(): Promise<BluetoothDeviceLike[]>;
}

interface ScaleNavigator {
  serial?: SerialApi;
  hid?: HidApi;
  bluetooth?: BluetoothApi;
}

export type ScaleApi = 'serial' | 'hid' | 'bluetooth';
export const SCALE_APIS: readonly ScaleApi[] = ['serial', 'hid', 'bluetooth'];

const scaleNavigator = () => (typeof navigator === 'undefined' ? {} : (navigator as unknown as ScaleNavigator));

export const serialApi = () => scaleNavigator().serial;
export const hidApi = () => scaleNavigator().hid;
export const bluetoothApi = () => scaleNavigator().bluetooth;

/** The scale APIs this browser offers (none in Safari and Firefox). */
export function availableApis(): ScaleApi[] {
  const nav = scaleNavigator();
  const offered: Record<ScaleApi, boolean> = {
    serial: typeof nav.serial?.requestPort === 'function',
    hid: typeof nav.hid?.requestDevice === 'function',
    bluetooth: typeof nav.bluetooth?.requestDevice === 'function',
  };
  return SCALE_APIS.filter((api) => offered[api]);
}
