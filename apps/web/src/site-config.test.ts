import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { PUBLIC_PATHS } from '@ecopeso/shared/web-routes';
import { SITE_PAGES } from './features/site/site-pages';
import { chatLink, siteConfig, team } from './site-config';

describe('site configuration', () => {
  it('links the chat button to wa.me with the greeting of each language, URL-encoded', () => {
    for (const lang of LANGUAGES) {
      const url = new URL(chatLink(lang));
      expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.chat.number}`);
      expect(url.searchParams.get('text')).toBe(siteConfig.chat.greeting[lang]);
      expect(chatLink(lang)).not.toMatch(/ /);
    }
    expect(chatLink('pt')).toContain('text=Ol%C3%A1!%20Vim%20pelo%20site');
  });

  it('gives every team member a name, title and biography in every language', () => {
    expect(team).toHaveLength(3);
    for (const member of team) {
      for (const lang of LANGUAGES) {
        expect(member.name[lang]).toBeTruthy();
        expect(member.title[lang]).toBeTruthy();
        expect(member.bio[lang]).toBeTruthy();
      }
    }
  });

  it('prerenders only pages the server knows, so each answers 200', () => {
    for (const page of SITE_PAGES) expect(PUBLIC_PATHS).toContain(page.path);
  });
});
