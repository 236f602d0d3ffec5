/**
 * Per-device choices (spec §2: the last client; PRODUCT: the last area of each client). The entry page and the
 * dashboard share the client, so a manager who switches hotel in one place finds it in the other.
 */
const CLIENT_KEY = 'ecopeso.weighing.client';
const areaKey = (clientId: string) => `ecopeso.weighing.area.${clientId}`;

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): nothing remembered
  }
}
export function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage disabled or full: the choice is simply not remembered
  }
}

export const rememberedClient = () => read(CLIENT_KEY);
export const rememberClient = (clientId: string) => write(CLIENT_KEY, clientId);
export const rememberedArea = (clientId: string) => read(areaKey(clientId));
export const rememberArea = (clientId: string, areaId: string) => write(areaKey(clientId), areaId);
