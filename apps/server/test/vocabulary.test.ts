import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import { LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { ROLES } from '@ecopeso/shared/roles';
import {
  DESTINATIONS,
  ORGANIC_SUBTYPES,
  RECYCLABLE_SUBTYPES,
  WASTE_TYPES,
  type SubType,
  type WasteType,
} from '@ecopeso/shared/waste';
import { wordsFrom, type Words } from '@ecopeso/shared/words';
import { loadCatalogue, VOCABULARY_NS } from '../../web/src/lib/load-catalogue.ts';
import { carriers, contracts, receivers } from '../src/db/schema.ts';
import { wordsFor } from '../src/i18n/translator.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { csvLines, pdfText } from './helpers/documents.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk, type RecordInput } from './helpers/records.ts';

/**
 * The app and the files name the same thing the same way: for every waste type, sub-type and destination, in every
 * language, the word the web app shows — read through its own catalogue loader, as useWords reads it — is the word in
 * the CSV export and in the PDF reports; and the server's translator, which e-mails will use, names every role and
 * record status as the app does.
 */

/** The web app's words for one language: its catalogue loader and the same lookups as its useWords hook. */
async function webWordsFor(lang: Language): Promise<Words> {
  const i18n = i18next.createInstance();
  await i18n.use(resourcesToBackend(loadCatalogue)).init({ lng: lang, ns: [VOCABULARY_NS], defaultNS: VOCABULARY_NS });
  const t = i18n.getFixedT(lang, VOCABULARY_NS);
  return wordsFrom((key) => t(key));
}

/** Each type with each of its sub-types, or alone when it has none: every pair a weighing can carry. */
const KINDS: { wasteType: WasteType; subType: SubType | null }[] = WASTE_TYPES.flatMap((wasteType) => {
  const subTypes = { reciclavel: RECYCLABLE_SUBTYPES, organico: ORGANIC_SUBTYPES }[wasteType as string] ?? [null];
  return subTypes.map((subType) => ({ wasteType, subType }));
});

/** Words wrapped across lines in a table cell come back joined by spaces; compare with collapsed white space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The text of one of the client's reports of February 2025 in `lang`, its white space folded. */
async function reportText(kind: 'technical' | 'management', lang: Language): Promise<string> {
  const res = await ctx.get(`/api/v1/clients/${clientId}/reports/${kind}.pdf?years=2025&months=2&lang=${lang}`, {
    cookie,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return flat(await pdfText(res.rawPayload));
}

let ctx: TestContext;
let clientId: string;
let cookie: string;
const web = {} as Record<Language, Words>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const lang of LANGUAGES) web[lang] = await webWordsFor(lang);
  const client = await createClient(ctx.db, {
    types: [
      { type: 'reciclavel', subTypes: [...RECYCLABLE_SUBTYPES] },
      { type: 'organico', subTypes: [...ORGANIC_SUBTYPES] },
      { type: 'rejeito' },
      { type: 'compostavel' },
    ],
  });
  clientId = client.id;
  cookie = (await signedInUser(ctx, 'gerente', [clientId])).cookie;

  // A receiver offering every destination, named by a contract, so the technical report lists them all.
  const [carrier] = await ctx.db
    .insert(carriers)
    .values({ name: 'Transportes Teste', cnpj: withCnpjCheckDigits('998887770001') })
    .returning();
  const [receiver] = await ctx.db
    .insert(receivers)
    .values({ name: 'Destinador Teste', cnpj: withCnpjCheckDigits('776665550001'), treatments: [...DESTINATIONS] })
    .returning();
  await ctx.db.insert(contracts).values({
    clientId,
    carrierId: carrier!.id,
    receiverId: receiver!.id,
    wasteType: 'rejeito',
    destination: 'incineration',
    validFrom: '2024-01-01',
  });

  // Every kind weighed minutes ago (for the CSV of the last 7 days) and in March 2025 (for the reports), no area.
  const weighings = (at: (i: number) => string): RecordInput[] =>
    KINDS.map((kind, i) => newRecord({ ...kind, weightKg: 1 + i, recordedAt: at(i) }));
  await postRecordsOk(ctx, clientId, cookie, [
    ...weighings((i) => new Date(Date.now() - (i + 1) * 60_000).toISOString()),
    ...weighings((i) => `2025-03-10T${String(10 + (i % 10)).padStart(2, '0')}:00:00.000Z`),
  ]);
});
afterAll(() => ctx?.close());

describe.each(LANGUAGES)('in %s', (lang) => {
  it('the CSV export names columns, types, sub-types and "no area" as the app does', async () => {
    const res = await ctx.get(`/api/v1/clients/${clientId}/records.csv?period=7d&lang=${lang}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const delimiter = lang === 'en' ? ',' : ';';
    const [header, ...rows] = csvLines(res.body).map((line) => line.split(delimiter));
    const w = web[lang];
    expect(header).toEqual(
      (
        [
          'date',
          'time',
          'area',
          'wasteType',
          'subType',
          'weightKg',
          'user',
          'container',
          'grossKg',
          'tareKg',
          'lossReason',
          'foodItem',
        ] as const
      ).map((f) => w.field(f)),
    );
    const named = rows.map(([, , area, type, subType]) => [area, type, subType]).sort();
    const expected = KINDS.map((k) => [w.noArea, w.wasteType(k.wasteType), k.subType ? w.subType(k.subType) : '']);
    expect(named).toEqual(expected.sort());
  });

  it('the technical report names every type, sub-type and destination as the app does', async () => {
    const text = await reportText('technical', lang);
    const w = web[lang];
    const names = [
      ...WASTE_TYPES.map((t) => w.wasteType(t)),
      ...KINDS.flatMap((k) => (k.subType ? [w.subType(k.subType)] : [])),
      ...DESTINATIONS.map((d) => w.destination(d)),
      ...(['month', 'area', 'wasteType', 'subType', 'weightKg'] as const).map((f) => w.field(f)),
      w.noArea,
    ];
    for (const name of names) expect(text, name).toContain(flat(name));
    // The receiver's treatments, in the vocabulary's order and words.
    expect(text).toContain(flat(DESTINATIONS.map((d) => w.destination(d)).join(', ')));
  });

  it('the management report names types, destination groups and the contract’s destination as the app does', async () => {
    const text = await reportText('management', lang);
    const w = web[lang];
    const names = [
      ...WASTE_TYPES.map((t) => w.wasteType(t)),
      w.destinationGroup('recovery'),
      w.destinationGroup('disposal'),
      w.destination('incineration'),
      w.noArea,
    ];
    for (const name of names) expect(text, name).toContain(flat(name));
  });

  it('the server’s translator (for e-mails) names every role, status and thing as the app does', () => {
    const server = wordsFor(lang);
    const w = web[lang];
    for (const role of ROLES) expect(server.role(role)).toBe(w.role(role));
    for (const status of ['pending', 'rejected'] as const)
      expect(server.recordStatus(status)).toBe(w.recordStatus(status));
    for (const type of WASTE_TYPES) expect(server.wasteType(type)).toBe(w.wasteType(type));
    for (const d of DESTINATIONS) expect(server.destination(d)).toBe(w.destination(d));
    for (const k of KINDS) if (k.subType) expect(server.subType(k.subType)).toBe(w.subType(k.subType));
    // Not an echo of the key: a missing word would come back as 'roles.gerente'.
    expect(server.role('gerente')).not.toMatch(/^roles\./);
  });
});
