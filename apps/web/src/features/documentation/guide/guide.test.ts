import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { ROLES } from '@ecopeso/shared/roles';
import { GUIDE_SECTIONS, type GuideTexts } from './sections';
import { TEXTS as pt } from './pt';
import { TEXTS as en } from './en';
import { TEXTS as es } from './es';

const TEXTS: Record<Language, GuideTexts> = { pt, en, es };
const IDS = GUIDE_SECTIONS.map((s) => s.id);

describe('user guide', () => {
  it.each(LANGUAGES)('has every section, with a title, an intro and steps, in %s, and no other', (lang) => {
    expect(Object.keys(TEXTS[lang]).sort()).toEqual([...IDS].sort());
    for (const id of IDS) {
      const text = TEXTS[lang][id];
      expect(text.title.trim(), `${lang} ${id}`).not.toBe('');
      expect(text.intro.trim(), `${lang} ${id}`).not.toBe('');
      expect(text.steps.length, `${lang} ${id}`).toBeGreaterThanOrEqual(2);
      for (const step of text.steps) expect(step.trim().length, `${lang} ${id}`).toBeGreaterThan(20);
    }
  });

  it('gives each language the same number of steps per section, written for that language', () => {
    for (const id of IDS) {
      expect(en[id].steps.length, id).toBe(pt[id].steps.length);
      expect(es[id].steps.length, id).toBe(pt[id].steps.length);
      expect(en[id].title).not.toBe(pt[id].title);
    }
  });

  it('covers the first weighing, offline work, the dashboard, reports, the MTR and administration, for every role', () => {
    for (const id of [
      'primeira-pesagem',
      'offline',
      'dashboard',
      'relatorios',
      'emitir-mtr',
      'usuarios',
      'clientes',
      'empresas-coleta',
    ])
      expect(IDS).toContain(id);
    for (const role of ROLES)
      expect(GUIDE_SECTIONS.some((s) => (s.roles as readonly string[]).includes(role))).toBe(true);
  });

  it('says "coming" in every language where the screen does not exist yet', () => {
    const coming = { pt: /em breve/i, en: /coming soon/i, es: /próximamente/i };
    for (const section of GUIDE_SECTIONS.filter((s) => s.status === 'coming'))
      for (const lang of LANGUAGES)
        expect(TEXTS[lang][section.id].intro, `${lang} ${section.id}`).toMatch(coming[lang]);
  });
});
