import type { WasteType } from './waste.ts';

/**
 * One colour per waste type, shared by the entry tiles, the records list, the dashboard charts and the reports,
 * so a type looks the same everywhere. Hues follow the Brazilian selective-collection code (CONAMA 275/2001):
 * blue for recyclables, brown for organics, grey for non-recyclable waste; compostables take green.
 * `main` is strong enough for white text and for chart fills; `soft` is a background tint; `ink` is text on `soft`
 * (every `ink`/`soft` and white/`main` pair has at least 4.5:1 contrast).
 */
export const WASTE_COLORS: Record<WasteType, { main: string; soft: string; ink: string }> = {
  reciclavel: { main: '#1d4ed8', soft: '#dbeafe', ink: '#1e3a8a' },
  organico: { main: '#92400e', soft: '#fef3c7', ink: '#78350f' },
  rejeito: { main: '#4b5563', soft: '#e5e7eb', ink: '#1f2937' },
  compostavel: { main: '#3f6212', soft: '#ecfccb', ink: '#365314' },
};
