import { use, type ComponentType } from 'react';
import type { SitePage } from '@/features/site/site-pages';

type Loader = () => Promise<ComponentType>;

/** Each public page's component, in a chunk of its own. */
export const PAGE_LOADERS: Record<SitePage['key'], Loader> = {
  home: () => import('@/features/site/pages/home-page').then((m) => m.HomePage),
  product: () => import('@/features/site/pages/product-page').then((m) => m.ProductPage),
  about: () => import('@/features/site/pages/about-page').then((m) => m.AboutPage),
  contact: () => import('@/features/site/pages/contact-page').then((m) => m.ContactPage),
  privacy: () => import('@/features/site/pages/legal-page').then((m) => m.PrivacyPage),
  terms: () => import('@/features/site/pages/legal-page').then((m) => m.TermsPage),
};

/**
 * A page component that loads its chunk on first render (suspending meanwhile), or renders at once when
 * `preload()` has finished: the prerendered page is hydrated only after that, so its first render matches.
 */
export function lazyPage(load: Loader): ComponentType & { preload: () => Promise<void> } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
