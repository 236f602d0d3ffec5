/// <reference types="node" />
// After `vite build` (the app): builds the public site's own light entry (site.html → site-main.tsx: declarative
// router, no app code, so its React Router and everything else is tree-shaken for the site alone), renders every
// public page in every language to static HTML that this entry hydrates, writes sitemap.xml and robots.txt, and
// precompresses the static files (gzip and brotli) the server sends as they are.
// Run by `npm run build`. SITE_URL sets the origin of canonical and alternate links (default: site-config.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { LANGUAGES, localizePath, type Language } from '@ecopeso/shared/languages';
import type * as Entry from '../src/entry-prerender';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// PRERENDER_DIST: another build's folder (vite build --outDir …), so a trial build leaves dist/ alone.
const dist = process.env.PRERENDER_DIST ?? join(webRoot, 'dist');
const outDir = join(dist, 'prerendered');
const ssrDir = join(webRoot, '../../.tmp', `prerender-ssr-${process.pid}`);

/** The chunk of each page's component (router.tsx loads them lazily). */
const PAGE_MODULES: Record<string, string> = {
  home: 'src/features/site/pages/home-page.tsx',
  product: 'src/features/site/pages/product-page.tsx',
  about: 'src/features/site/pages/about-page.tsx',
  contact: 'src/features/site/pages/contact-page.tsx',
  privacy: 'src/features/site/pages/legal-page.tsx',
  terms: 'src/features/site/pages/legal-page.tsx',
};
const OG_LOCALE: Record<Language, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.xml', '.txt']);

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceOnce(html: string, pattern: RegExp | string, replacement: string): string {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`prerender: the built site.html has no ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The stylesheet, to put inline: gzipped (~8 KB) it is smaller than what a first round trip carries, so the first
 * paint waits for no other request; the site's other pages then come by client-side navigation.
 */
function readStylesheet(template: string): { link: string; file: string; css: string } {
  const match = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(template);
  if (!match) throw new Error('prerender: the built site.html links no stylesheet');
  return { link: match[0], file: match[1]!, css: readFileSync(join(dist, match[1]!), 'utf8') };
}

/** The files of a chunk and of every chunk it imports statically. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const SITE_MANIFEST = '.vite/site-manifest.json';

/** What both builds of the site share: the web app's folder and `@` alias, for production, without vite.config.ts. */
const SITE_BUILD = {
  root: webRoot,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  publicDir: false,
  resolve: { alias: { '@': join(webRoot, 'src') } },
} satisfies InlineConfig;

/** The browser side: site.html and its chunks, beside the app's in dist/assets (vite.config.ts is the app's). */
async function buildSite(): Promise<void> {
  await build({
    ...SITE_BUILD,
    plugins: [react(), tailwindcss()],
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      manifest: SITE_MANIFEST,
      rollupOptions: { input: join(webRoot, 'site.html') },
    },
  });
}

/** The build-time side: entry-prerender.tsx bundled for Node (in .tmp/, so it finds the packages it imports). */
async function loadEntry(): Promise<typeof Entry> {
  await build({
    ...SITE_BUILD,
    plugins: [react()],
    // Packages installed beside the web app rather than at the root (npm keeps a version apart there) are bundled:
    // from .tmp/ Node finds only the root's. The contact form's zod resolver is one.
    ssr: { noExternal: ['@hookform/resolvers'] },
    build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node20', minify: false },
  });
  return (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as typeof Entry;
}

async function main() {
  await buildSite();
  const template = readFileSync(join(dist, 'site.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, SITE_MANIFEST), 'utf8')) as Manifest;
  const entryFiles = chunkFiles(manifest, 'site.html');
  const stylesheet = readStylesheet(template);
  const entry = await loadEntry();
  const siteUrl = (process.env.SITE_URL ?? entry.siteConfig.siteUrl).replace(/\/+$/, '');
  const absolute = (path: string) => `${siteUrl}${path}`;

  rmSync(outDir, { recursive: true, force: true });
  const homeScripts: string[] = [];
  for (const page of entry.SITE_PAGES) {
    for (const lang of LANGUAGES) {
      const url = localizePath(page.path, lang);
      const title = entry.text(lang, page.ns, `${page.meta}.title`);
      const description = entry.text(lang, page.ns, `${page.meta}.description`);
      const alternates = LANGUAGES.map(
        (l) =>
          `<link rel="alternate" hreflang="${entry.HTML_LANG[l]}" href="${absolute(localizePath(page.path, l))}" />`,
      );
      const preloads = new Set<string>();
      for (const file of chunkFiles(manifest, PAGE_MODULES[page.key]!)) if (!entryFiles.has(file)) preloads.add(file);
      // The catalogues lib/i18n.ts loads for a public page, and the page's own (router.tsx's handle).
      const namespaces = new Set(['common', 'site', page.ns]);
      // i18next also loads the fallback language (Portuguese) before it is ready.
      for (const l of new Set<Language>([lang, 'pt']))
        for (const ns of namespaces)
          for (const file of chunkFiles(manifest, `src/locales/${l}/${ns}.json`)) preloads.add(file);
      if (url === '/') homeScripts.push(...entryFiles, ...preloads);

      const head = [
        `<link rel="canonical" href="${absolute(url)}" />`,
        ...alternates,
        `<link rel="alternate" hreflang="x-default" href="${absolute(page.path)}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="Ecopeso" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${absolute(url)}" />`,
        `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
        ...LANGUAGES.filter((l) => l !== lang).map(
          (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`,
        ),
        `<meta property="og:image" content="${absolute(`/og/og-${lang}.jpg`)}" />`,
        `<meta property="og:image:width" content="1200" />`,
        `<meta property="og:image:height" content="630" />`,
        `<meta name="twitter:card" content="summary_large_image" />`,
        ...[...preloads]
          .filter((f) => f.endsWith('.js'))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
      ];
      let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${entry.HTML_LANG[lang]}">`);
      html = replaceOnce(html, stylesheet.link, `<style>${stylesheet.css}</style>`);
      html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      html = replaceOnce(
        html,
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      );
      html = replaceOnce(html, '</head>', `    ${head.join('\n    ')}\n  </head>`);
      html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${await entry.render(url, lang)}</div>`);

      const file = join(outDir, url, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  }

  const urls = entry.SITE_PAGES.map((page) => {
    const links = LANGUAGES.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${entry.HTML_LANG[l]}" href="${absolute(localizePath(page.path, l))}" />`,
    ).join('\n');
    return LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${absolute(localizePath(page.path, lang))}</loc>\n${links}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(page.path)}" />\n  </url>`,
    ).join('\n');
  });
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(dist, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      ...LANGUAGES.map((l) => `Disallow: ${localizePath('/app', l)}`),
      '',
      `Sitemap: ${absolute('/sitemap.xml')}`,
      '',
    ].join('\n'),
  );

  // Build leftovers the server must not send (the service worker, built with the app, knows neither).
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  rmSync(join(dist, 'site.html'), { force: true });
  if (!readFileSync(join(dist, 'index.html'), 'utf8').includes(stylesheet.file)) rmSync(join(dist, stylesheet.file));

  let compressed = 0;
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    compressed++;
  }

  const homeKb =
    [...new Set(homeScripts)]
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;
  const pages = entry.SITE_PAGES.length * LANGUAGES.length;
  console.log(
    `prerendered ${pages} pages into ${relative(webRoot, outDir)}/, sitemap.xml and robots.txt for ${siteUrl}; ` +
      `${compressed} files precompressed; home page JavaScript ${homeKb.toFixed(1)} KB gzipped` +
      (homeKb >= 120 ? ' — OVER the 120 KB budget (PRODUCT.md §7)' : ''),
  );
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('prerender: no home page written');
}

try {
  await main();
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
