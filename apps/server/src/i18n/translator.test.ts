import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, type Catalogue } from '@ecopeso/shared/catalogue';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { VOCABULARY } from '@ecopeso/shared/vocabulary';
import { safeText } from '../domain/reports/pdf-document.ts';
import { DOCUMENT_TEXTS, REPORT_TEXTS, translatorFor } from './translator.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the server catalogues', () => {
  it.each(LANGUAGES.filter((l) => l !== 'pt'))(
    '%s reports has every key of pt and no other, each with its placeholders',
    (lang) => {
      const pt = flattenCatalogue(REPORT_TEXTS.pt);
      const other = flattenCatalogue(REPORT_TEXTS[lang]);
      expect([...other.keys()].sort()).toEqual([...pt.keys()].sort());
      for (const [key, text] of pt) {
        expect(other.get(key)?.trim(), `${lang}: ${key}`).toBeTruthy();
        expect(placeholders(other.get(key) ?? ''), `${lang}: ${key}`).toEqual(placeholders(text));
      }
    },
  );

  // One fold is known and meant: CO₂e, so spelled everywhere a person reads it, prints CO2e (the standard fonts
  // have no subscript two).
  it.each(LANGUAGES)('%s prints in the PDF standard fonts as written (WinAnsi), vocabulary included', (lang) => {
    for (const [key, text] of [...flattenCatalogue(REPORT_TEXTS[lang]), ...flattenCatalogue(VOCABULARY[lang])]) {
      expect(safeText(text), `${lang}: ${key}`).toBe(text.replaceAll('CO₂', 'CO2'));
    }
  });

  it.each(LANGUAGES)('%s writes no plural as "(s)" in e-mails, reports or files: counts use plural keys', (lang) => {
    const dir = join(import.meta.dirname, 'locales', lang);
    for (const file of readdirSync(dir)) {
      const texts = flattenCatalogue(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue);
      const forms = [...texts].filter(([, text]) => /\p{L}\((s|es)\)/u.test(text)).map(([key]) => key);
      expect(forms, `${lang}/${file}`).toEqual([]);
    }
  });
});

describe('the upload refusals', () => {
  // The documents form refuses these before sending, in its own catalogue; the server says them for the API.
  it.each(LANGUAGES)('%s: the form says them in the server’s words', (lang) => {
    const web = JSON.parse(
      readFileSync(new URL(`../../../web/src/locales/${lang}/documents.json`, import.meta.url), 'utf8'),
    ) as { upload: { errors: Record<string, string> } };
    const server: Record<string, string> = DOCUMENT_TEXTS[lang].errors;
    for (const key of ['notPdf', 'tooLarge', 'empty', 'issuedInFuture']) {
      expect(web.upload.errors[key], `${lang}: ${key}`).toBe(server[key]);
    }
  });
});

describe('translatorFor', () => {
  it('reads the vocabulary by default and the reports by namespace, interpolating without HTML escaping', () => {
    const t = translatorFor('es');
    expect(t('subTypes.post_service')).toBe(VOCABULARY.es.subTypes.post_service);
    expect(t('reports:page', { n: 2, total: 5 })).toBe('Página 2 de 5');
    expect(translatorFor('en')('reports:subtotal', { label: 'R&D <1>' })).toBe('Subtotal R&D <1>');
  });

  it('keeps each language apart: one translator does not change another', () => {
    const pt = translatorFor('pt');
    translatorFor('en');
    expect(pt('wasteTypes.rejeito')).toBe('Rejeito');
    expect(translatorFor('en')('wasteTypes.rejeito')).toBe('Landfill waste');
  });
});
