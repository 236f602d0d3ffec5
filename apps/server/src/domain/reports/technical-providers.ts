import { formatCnpj } from '@ecopeso/shared/cnpj';
import { destinationOf } from '@ecopeso/shared/diversion';
import { DESTINATIONS, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { TechnicalData } from './get-technical-data.ts';
import { paragraph, sectionHeading } from './pdf-document.ts';
import { drawTable, type Row } from './pdf-table.ts';
import type { TechnicalContext } from './technical-generation.ts';

const cnpj = (digits: string) => `CNPJ ${formatCnpj(digits)}`;
const unitCodes = (codes: Record<string, string>) =>
  Object.entries(codes)
    .map(([system, code]) => `${system} ${code}`)
    .join('\n') || '—';
const isDestination = (t: string): t is Destination => (DESTINATIONS as readonly string[]).includes(t);

/** The contracts in force in the period with carrier, receiver, validity and weight covered; uncovered weight last. */
export function contractsSection({ doc, l, fmt }: TechnicalContext, data: TechnicalData): void {
  sectionHeading(doc, l.contractsTitle);
  const waste = (type: WasteType, sub: SubType | null) =>
    sub ? `${l.words.wasteType(type)} / ${l.words.subType(sub)}` : l.words.wasteType(type);
  const rows: Row[] = data.contracts.map((c) => ({
    cells: [
      waste(c.wasteType, c.subType),
      l.words.destination(c.destination),
      `${c.carrier.name}\n${cnpj(c.carrier.cnpj)}`,
      `${c.receiver.name}\n${cnpj(c.receiver.cnpj)}`,
      l.validRange(fmt.date(c.validFrom), c.validTo ? fmt.date(c.validTo) : null),
      fmt.kg(c.kg),
      c.pricePerKg === null ? l.noPrice : fmt.brl(c.pricePerKg),
      c.costBrl === null ? '—' : fmt.brl(c.costBrl),
    ],
  }));
  for (const u of data.uncovered) {
    const destination = l.words.destination(destinationOf(u.wasteType, null));
    rows.push({
      cells: [waste(u.wasteType, null), `${destination} *`, l.noContract, '—', '—', fmt.kg(u.kg), l.noPrice, '—'],
    });
  }
  const priced = data.contracts.filter((c) => c.costBrl !== null);
  if (rows.length)
    rows.push({
      cells: [
        l.estimatedCost,
        '',
        '',
        '',
        '',
        '',
        '',
        priced.length ? fmt.brl(priced.reduce((s, c) => s + c.costBrl!, 0)) : l.noPrice,
      ],
      kind: 'total',
    });
  if (!data.contracts.length) paragraph(doc, l.noContracts, { size: 9 });
  if (!rows.length) return;
  drawTable(
    doc,
    [
      { header: l.waste, weight: 2.4 },
      { header: l.destination, weight: 1.7 },
      { header: l.carrier, weight: 2.6 },
      { header: l.receiver, weight: 2.6 },
      { header: l.validity, weight: 1.9 },
      { header: l.weightInPeriod, weight: 1.5, align: 'right' },
      { header: l.pricePerKg, weight: 1.2, align: 'right' },
      { header: l.costInPeriod, weight: 1.5, align: 'right' },
    ],
    rows,
  );
  paragraph(doc, `${l.contractsNote} ${l.costNote}`, { size: 7.5, gap: 10 });
}

/** Registration data of the carriers and receivers named in those contracts. */
export function providersSection({ doc, l, fmt }: TechnicalContext, data: TechnicalData): void {
  const date = (iso: string | null) => (iso ? fmt.date(iso) : '—');
  sectionHeading(doc, l.carriersTitle, 40);
  if (!data.carriers.length) paragraph(doc, l.none, { gap: 10 });
  else
    drawTable(
      doc,
      [
        { header: l.name, weight: 3 },
        { header: 'CNPJ', weight: 1.9 },
        { header: l.unitCode, weight: 1.3 },
        { header: l.licence, weight: 1.5 },
        { header: l.licenceExpires, weight: 1.2 },
        { header: l.contact, weight: 3 },
      ],
      data.carriers.map((c) => ({
        cells: [
          c.name,
          formatCnpj(c.cnpj),
          unitCodes(c.unitCodes),
          c.licences.map((l) => l.number).join('\n') || '—',
          c.licences.map((l) => date(l.expiresOn)).join('\n') || '—',
          [c.contactName, c.contactEmail, c.contactPhone].filter(Boolean).join('\n') || '—',
        ],
      })),
    );
  sectionHeading(doc, l.receiversTitle, 40);
  if (!data.receivers.length) return paragraph(doc, l.none);
  const treatment = (t: string) => (isDestination(t) ? l.words.destination(t) : t);
  drawTable(
    doc,
    [
      { header: l.name, weight: 3 },
      { header: 'CNPJ', weight: 1.9 },
      { header: l.unitCode, weight: 1.3 },
      { header: l.location, weight: 2 },
      { header: l.licence, weight: 1.3 },
      { header: l.licenceExpires, weight: 1.2 },
      { header: l.treatments, weight: 2.2 },
    ],
    data.receivers.map((r) => ({
      cells: [
        r.name,
        formatCnpj(r.cnpj),
        unitCodes(r.unitCodes),
        [r.city, r.state].filter(Boolean).join('/') || '—',
        r.licences.map((l) => l.number).join('\n') || '—',
        r.licences.map((l) => date(l.expiresOn)).join('\n') || '—',
        r.treatments.map(treatment).join(', ') || '—',
      ],
    })),
  );
}
