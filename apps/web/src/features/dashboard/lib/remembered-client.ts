/**
 * The last client chosen on this device. The entry page keeps its choice under the same key
 * (features/weighing/lib/remembered.ts), so a manager who switches hotel in one place finds it in the other.
 * Copied rather than imported: features do not import each other.
 */
const CLIENT_KEY = 'ecopeso.weighing.client';

export function rememberedClient(): string | null {
  try {
    return localStorage.getItem(CLIENT_KEY);
  } catch {
    return null; // storage disabled (private mode): nothing remembered
  }
}

export function rememberClient(clientId: string): void {
  try {
    localStorage.setItem(CLIENT_KEY, clientId);
  } catch {
    // storage disabled or full: the choice is simply not remembered
  }
}
