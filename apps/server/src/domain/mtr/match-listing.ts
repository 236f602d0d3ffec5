import type { ListedManifest } from './state-systems/adapter.ts';

/** What we sent, as a listing can show it. */
export interface SentManifest {
  /** Every reference this MTR was sent with (one per attempt). */
  references: readonly string[];
  shipmentDate: string;
  carrierCnpj: string;
  receiverCnpj: string;
  items: readonly { ibamaCode: string; quantity: number }[];
}

export type ListingMatch =
  | { kind: 'found'; number: string }
  | { kind: 'not-found'; decisive: false }
  | { kind: 'ambiguous'; candidates: string[] };

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/**
 * The days to list so an MTR sent for `shipmentDate` on `sentOn` shows whichever date the listing filters on (the
 * shipment's or the day it was made — not documented): one window of a day either side when both fit in 30 days,
 * else one around each.
 */
export function listingWindows(shipmentDate: string, sentOn: string): { from: string; to: string }[] {
  const [a, b] = [at(shipmentDate), at(sentOn)].sort((x, y) => x - y) as [number, number];
  if (b - a <= 28 * day) return [{ from: iso(a - day), to: iso(b + day) }];
  return [
    { from: iso(a - day), to: iso(a + day) },
    { from: iso(b - day), to: iso(b + day) },
  ];
}

const sameItems = (listed: ListedManifest['items'], sent: SentManifest['items']) => {
  if (listed.length !== sent.length) return false;
  const key = (code: string, q: number | null) => `${code.replace(/\s+/g, '')}|${q === null ? '?' : q.toFixed(3)}`;
  const a = listed.map((i) => key(i.ibamaCode, i.quantity)).sort();
  const b = sent.map((i) => key(i.ibamaCode, i.quantity)).sort();
  return a.every((k, n) => k === b[n]);
};

/**
 * Finds, in a listing of the generator's MTRs, the one an uncertain issue made — reading only what a listing
 * really carries. Our reference in an item's internal code decides; otherwise a single MTR with the same shipment
 * date, carrier, receiver, and the same IBAMA codes and quantities, not cancelled, not already one of ours
 * (`known`) and carrying no other reference in its internal codes, is it (when the listing carried the date and a party). Several such MTRs are ambiguous; none is not-found — never decisive, since a listing may lag
 * or omit a field: a person decides.
 */
export function matchListing(sent: SentManifest, listing: readonly ListedManifest[], known: ReadonlySet<string>) {
  const unique = [...new Map(listing.map((m) => [m.number, m])).values()];
  const byReference = unique.filter((m) =>
    m.items.some((i) => i.internalCode && sent.references.includes(i.internalCode)),
  );
  if (byReference.length === 1) return { kind: 'found', number: byReference[0]!.number } satisfies ListingMatch;
  if (byReference.length > 1) {
    return { kind: 'ambiguous', candidates: byReference.map((m) => m.number) } satisfies ListingMatch;
  }
  const alike = unique.filter(
    (m) =>
      !known.has(m.number) &&
      m.situation !== 'cancelled' &&
      // An MTR that carries another reference in its internal codes was sent with that one — another shipment of
      // ours, or another program's — and is never this one by likeness.
      m.items.every((i) => !i.internalCode) &&
      (m.shipmentDate === null || m.shipmentDate === sent.shipmentDate) &&
      (m.carrierCnpj === null || m.carrierCnpj === sent.carrierCnpj) &&
      (m.receiverCnpj === null || m.receiverCnpj === sent.receiverCnpj) &&
      sameItems(m.items, sent.items),
  );
  // A likeness decides only when the listing carried the date and a party: items alone could be another shipment.
  const full = (m: ListedManifest) => m.shipmentDate !== null && (m.carrierCnpj !== null || m.receiverCnpj !== null);
  if (alike.length === 1 && full(alike[0]!)) return { kind: 'found', number: alike[0]!.number } satisfies ListingMatch;
  if (alike.length > 0) return { kind: 'ambiguous', candidates: alike.map((m) => m.number) } satisfies ListingMatch;
  return { kind: 'not-found', decisive: false } satisfies ListingMatch;
}
