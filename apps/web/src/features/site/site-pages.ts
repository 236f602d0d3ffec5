/**
 * The public site's pages, prerendered in every language: path without language prefix, the catalogue of their
 * texts (besides common and site, which every public page loads) and where in it their title and description are.
 */
export const SITE_PAGES = [
  { path: '/', key: 'home', ns: 'site', meta: 'meta' },
  { path: '/produto', key: 'product', ns: 'site-product', meta: 'meta' },
  { path: '/sobre', key: 'about', ns: 'site-about', meta: 'meta' },
  { path: '/contato', key: 'contact', ns: 'site-contact', meta: 'meta' },
  { path: '/privacidade', key: 'privacy', ns: 'site-legal', meta: 'privacy.meta' },
  { path: '/termos', key: 'terms', ns: 'site-legal', meta: 'terms.meta' },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
