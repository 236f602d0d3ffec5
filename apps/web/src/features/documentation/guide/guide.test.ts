import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { APP_ROUTES, ROLES, rolesForAppRoute } from '@ecopeso/shared/roles';
import { GUIDE_SECTIONS, screenStatus, type GuideTexts } from './sections';
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

  it("takes each section's status from the app's routes: available when its screen is one, for the roles it allows", () => {
    const routes = new Map(APP_ROUTES.map((r) => [r.path as string, r.path]));
    for (const section of GUIDE_SECTIONS) {
      const route = routes.get(section.screen);
      expect(section.status, section.id).toBe(route === undefined ? 'coming' : 'available');
      if (route !== undefined)
        expect([...section.roles].sort(), section.id).toEqual([...rolesForAppRoute(route)].sort());
    }
    expect(screenStatus('admin/tela-do-futuro')).toBe('coming');
    // Every screen the guide explains today has shipped (users, clients, providers, documents and MTR included).
    expect(GUIDE_SECTIONS.filter((s) => s.status === 'coming').map((s) => s.id)).toEqual([]);
  });

  it('never says "coming soon" in its own words: the badge says it, from the status, so it cannot go stale', () => {
    const coming = {
      pt: /em breve|em construção/i,
      en: /coming soon|being built/i,
      es: /próximamente|en construcción/i,
    };
    for (const lang of LANGUAGES)
      for (const { id } of GUIDE_SECTIONS)
        for (const text of [TEXTS[lang][id].intro, ...TEXTS[lang][id].steps])
          expect(text, `${lang} ${id}`).not.toMatch(coming[lang]);
  });
});
