import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { CATEGORIES, TERMS, TERM_IDS, type GlossaryTexts } from './terms';
import { TEXTS as pt } from './pt';
import { TEXTS as en } from './en';
import { TEXTS as es } from './es';
import { glossaryEntries, wordsIn } from '../lib/load-glossary';

const TEXTS: Record<(typeof LANGUAGES)[number], GlossaryTexts> = { pt, en, es };

describe('glossary data', () => {
  it('has at least 120 terms, each with a slug usable as a link fragment', () => {
    expect(TERM_IDS.length).toBeGreaterThanOrEqual(120);
    for (const id of TERM_IDS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(LANGUAGES)('gives every term a name and a definition of a few lines in %s, and nothing else', async (lang) => {
    expect(Object.keys(TEXTS[lang]).sort()).toEqual([...TERM_IDS].sort());
    for (const entry of glossaryEntries(lang, TEXTS[lang], await wordsIn(lang))) {
      expect(entry.term.trim(), `${lang} ${entry.id}`).not.toBe('');
      expect(entry.definition.length, `${lang} ${entry.id}`).toBeGreaterThan(60);
    }
  });

  it('names every term once per language', async () => {
    for (const lang of LANGUAGES) {
      const names = glossaryEntries(lang, TEXTS[lang], await wordsIn(lang)).map((e) => e.term.toLowerCase());
      expect(new Set(names).size, lang).toBe(names.length);
    }
  });

  it('writes each definition for its language, not a copy of the Portuguese', () => {
    for (const id of TERM_IDS) {
      expect(en[id][1], id).not.toBe(pt[id][1]);
      expect(es[id][1], id).not.toBe(pt[id][1]);
    }
  });

  it('files every term in a known category, with a source and related terms that exist', () => {
    for (const id of TERM_IDS) {
      const meta = TERMS[id];
      expect(CATEGORIES).toContain(meta.category);
      expect(meta.source).toBeTruthy();
      expect(meta.related.length, id).toBeGreaterThan(0);
      for (const related of meta.related) {
        expect(TERM_IDS, `${id} → ${related}`).toContain(related);
        expect(related).not.toBe(id);
      }
    }
  });
});
