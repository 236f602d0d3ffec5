import type { CookTurn } from '@ecopeso/shared/station';

/**
 * The cook switched in at this kitchen station (decision 039), kept in memory only: a reload, the idle timeout or
 * "Trocar cozinheiro" forgets it and the PIN pad comes back. Each weighing saved meanwhile keeps the turn's token in
 * the offline queue (pending-queue.ts), so it stays the cook's whenever it syncs.
 */
let current: CookTurn | null = null;
const listeners = new Set<() => void>();

export function currentCookTurn(): CookTurn | null {
  return current;
}

export function setCookTurn(turn: CookTurn | null): void {
  current = turn;
  for (const listener of listeners) listener();
}

export function subscribeCookTurn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
