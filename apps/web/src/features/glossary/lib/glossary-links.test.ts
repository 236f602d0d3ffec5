import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { TERM_IDS } from '../data/terms';

const src = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : /(?<!\.test)\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

// Read from the component's source: importing it would pull the router and the '@/' alias into a node test.
const GLOSSARY_LINK_TERMS = (() => {
  const text = readFileSync(join(src, 'components/glossary-link.tsx'), 'utf8');
  const list = /GLOSSARY_LINK_TERMS = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
})();

describe('links from the app to the glossary', () => {
  it('links only to terms the glossary has', () => {
    expect(GLOSSARY_LINK_TERMS.length).toBeGreaterThanOrEqual(10);
    for (const id of GLOSSARY_LINK_TERMS) expect(TERM_IDS, id).toContain(id);
  });

  it('finds every term a screen links to among the linkable terms and the glossary', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<GlossaryLink\s+term="([^"]+)"/g)) used.add(m[1]!);
      for (const m of text.matchAll(/glossario#([a-z0-9-]+)/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const id of used) {
      expect(GLOSSARY_LINK_TERMS, id).toContain(id);
      expect(TERM_IDS as readonly string[], id).toContain(id);
    }
  });

  it.each(LANGUAGES)('gives every linkable term a name and a tip in %s', (lang) => {
    const catalogue = JSON.parse(readFileSync(join(src, 'locales', lang, 'glossary.json'), 'utf8')) as {
      links: Record<string, { name: string; tip: string }>;
    };
    for (const id of GLOSSARY_LINK_TERMS) {
      expect(catalogue.links[id]?.name, `${lang} ${id}`).toBeTruthy();
      expect(catalogue.links[id]?.tip, `${lang} ${id}`).toBeTruthy();
    }
  });
});
