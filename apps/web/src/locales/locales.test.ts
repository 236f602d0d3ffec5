import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@ecopeso/shared/audit';
import { flattenCatalogue, type Catalogue } from '@ecopeso/shared/catalogue';
import { uploadedDocumentSchema } from '@ecopeso/shared/documents';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { mtrItemSchema, mtrSchema } from '@ecopeso/shared/mtr';
import { mtrMappingRowSchema } from '@ecopeso/shared/mtr-mapping';
import { mtrSettingsSchema } from '@ecopeso/shared/mtr-settings';
import { reductionGoalSchema } from '@ecopeso/shared/reduction-goals';
import { CHANGE_REFUSALS } from '@ecopeso/shared/record-changes';
import { IMPORT_REASONS } from '@ecopeso/shared/record-import';
import { REJECTION_REASONS } from '@ecopeso/shared/records';
import { WASTE_TYPES } from '@ecopeso/shared/waste';
import { WEIGHING_REASONS } from '@ecopeso/shared/weighing-rules';
import { CHANGE_REFUSAL_KEYS } from '../features/weighing/lib/change-refusal-text';
import { weighingMessageKey } from '../features/weighing/lib/validate-weighing';

const root = import.meta.dirname;

const load = (lang: string, file: string) =>
  flattenCatalogue(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Catalogue);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(join(root, 'pt')).filter((f) => f.endsWith('.json'));

describe('translation catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const lang of LANGUAGES) {
      expect(
        readdirSync(join(root, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  // The names of these things live in one catalogue the server's files and e-mails share (packages/shared/src/locales,
  // read as the `vocabulary` namespace); a second list of them here would drift, as it once did.
  it('leaves the names of waste types, sub-types, destinations, roles and statuses to the shared vocabulary', () => {
    const owned = /(^|\.)(types|wasteTypes|subTypes|destinations|destinationGroups|roles|recordStatuses)\./;
    for (const lang of LANGUAGES) {
      for (const file of namespaces) {
        expect(
          [...load(lang, file).keys()].filter((key) => owned.test(key)),
          `${lang}/${file}`,
        ).toEqual([]);
      }
    }
    expect(namespaces).not.toContain('vocabulary.json');
  });

  // Whatever its key is called here: a word the vocabulary owns, written again under that thing's own name (an MTR
  // status as `status.draft`, `list.draft`), is a second copy. The statuses of the MTR once lived twice, unseen by
  // the key names above.
  it('writes no word of the vocabulary again under the name of what it names', () => {
    for (const lang of LANGUAGES) {
      const vocabulary = flattenCatalogue(
        JSON.parse(
          readFileSync(join(root, '../../../../packages/shared/src/locales', lang, 'vocabulary.json'), 'utf8'),
        ) as Catalogue,
      );
      // The names of things; field labels ("Cliente", "Mês") are plain words a heading may well repeat.
      const things = /^(wasteTypes|subTypes|destinations|destinationGroups|roles|recordStatuses|mtrStatuses)\./;
      const owned = new Set(
        [...vocabulary].filter(([key]) => things.test(key)).map(([key, text]) => `${key.split('.').at(-1)}=${text}`),
      );
      for (const file of namespaces) {
        const copies = [...load(lang, file)]
          .filter(([key, text]) => owned.has(`${key.split('.').at(-1)}=${text}`))
          .map(([key]) => key);
        expect(copies, `${lang}/${file}`).toEqual([]);
      }
    }
  });

  // One spelling of the unit everywhere a person reads it (the PDFs print CO2e: their fonts have no subscript two).
  it('spells CO₂e (and CO₂) with its subscript', () => {
    for (const lang of LANGUAGES) {
      for (const file of namespaces) {
        const plain = [...load(lang, file)].filter(([, text]) => /CO2/.test(text)).map(([key]) => key);
        expect(plain, `${lang}/${file}`).toEqual([]);
      }
    }
  });

  // "dia(s)" reads as a form, not a sentence: a count takes i18next's plurals (key_one, key_other) instead.
  it('writes no plural as "(s)": counts use plural keys', () => {
    for (const lang of LANGUAGES) {
      for (const file of namespaces) {
        const forms = [...load(lang, file)].filter(([, text]) => /\p{L}\((s|es)\)/u.test(text)).map(([key]) => key);
        expect(forms, `${lang}/${file}`).toEqual([]);
      }
    }
  });

  describe.each(namespaces)('%s', (file) => {
    const pt = load('pt', file);
    it.each(LANGUAGES.filter((l) => l !== 'pt'))(
      '%s has every key of pt and no other, each with its placeholders',
      (lang) => {
        const other = load(lang, file);
        expect([...other.keys()].sort()).toEqual([...pt.keys()].sort());
        for (const [key, text] of pt) {
          expect(other.get(key)?.trim(), `${lang}/${file}: ${key}`).toBeTruthy();
          expect(placeholders(other.get(key) ?? ''), `${lang}/${file}: ${key}`).toEqual(placeholders(text));
        }
      },
    );
  });
});

// What the audit trail of the MTR module, Documentação's uploads and the reduction goals writes into before/after:
// the shapes the server snapshots (an MTR as the API shows it, its items, the settings, the mapping's rows, an
// uploaded document, a goal). Taken from the shared schemas, so a field added there needs its words here.
const AUDITED_FIELDS = [
  ...Object.keys(mtrSchema.shape),
  ...Object.keys(mtrItemSchema.shape),
  ...Object.keys(mtrSettingsSchema.shape).filter((k) => !['clientId', 'configured', 'lastTest'].includes(k)),
  'rows',
  ...Object.keys(mtrMappingRowSchema.shape),
  ...Object.keys(uploadedDocumentSchema.shape),
  ...Object.keys(reductionGoalSchema.shape),
  // A pending issue's error ({ message, at }).
  'message',
  'at',
];

describe('the audit trail in words', () => {
  it.each(LANGUAGES)(
    '%s names every entity, every action and every field the MTR and document events write',
    (lang) => {
      const audit = load(lang, 'audit.json');
      const missing = [
        ...AUDIT_ENTITIES.map((e) => `entities.${e}`),
        ...AUDIT_ACTIONS.map((a) => `actions.${a}`),
        ...[...new Set(AUDITED_FIELDS)].map((f) => `fields.${f}`),
      ].filter((key) => !audit.get(key)?.trim());
      expect(missing, `${lang}/audit.json`).toEqual([]);
    },
  );
});

// One list of reasons (packages/shared weighing-rules.ts, and what the sync and the import add to it): each has its
// words in every language where it is shown — a refused record on the entry page, a bad row of a history file, a field
// of the entry form, a refused correction or delete.
describe('the reasons a record is refused for, in words', () => {
  const keysUnder = (catalogue: Map<string, string>, prefix: string) =>
    [...catalogue.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));

  it.each(LANGUAGES)('%s says every reason, and no reason the lists do not have', (lang) => {
    const weighing = load(lang, 'weighing.json');
    const tools = load(lang, 'master-tools.json');
    expect(keysUnder(weighing, 'reasons.').sort()).toEqual([...REJECTION_REASONS].sort());
    expect(keysUnder(tools, 'import.reasons.').sort()).toEqual([...IMPORT_REASONS].sort());
    const formKeys = WEIGHING_REASONS.flatMap((r) => WASTE_TYPES.map((type) => weighingMessageKey(r, type)));
    const changeKeys = CHANGE_REFUSALS.map((r) => CHANGE_REFUSAL_KEYS[r]);
    for (const key of [...formKeys, ...changeKeys]) expect(weighing.get(key)?.trim(), `${lang}: ${key}`).toBeTruthy();
  });
});

describe('the pt catalogue', () => {
  // The specification's own loading messages stay word for word (spec §4); every other text is Brazilian Portuguese.
  const SPEC_WORDS = new Set(['A verificar autenticação...', 'A carregar dados do perfil...']);
  const EUROPEAN =
    /\bA (carregar|gerar|verificar|enviar|guardar|processar)\b|\ba correr\b|\bentretanto\b|\bligação\b|\bcorreu mal\b|\becrã\b|\bficheiro\b|\butilizador\b/i;

  it('reads as Brazilian Portuguese: no European forms ("A carregar…", "entretanto", "ligação", "correu mal")', () => {
    const found = namespaces.flatMap((file) =>
      [...load('pt', file)]
        .filter(([, text]) => !SPEC_WORDS.has(text) && EUROPEAN.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
