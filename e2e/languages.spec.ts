import { expect, test } from './support/fixtures';
import { atPath } from './support/routes';
import { expectSiteNavigation, HTML_LANG, type Lang } from './support/site';

test('bare /en and /es answer 301 to /en/ and /es/, keeping the query', async ({ request }) => {
  for (const lang of ['en', 'es']) {
    const bare = await request.get(`/${lang}`, { maxRedirects: 0 });
    expect(bare.status(), `/${lang}`).toBe(301);
    expect(bare.headers()['location']).toBe(`/${lang}/`);

    const withQuery = await request.get(`/${lang}?x=1`, { maxRedirects: 0 });
    expect(withQuery.status(), `/${lang}?x=1`).toBe(301);
    expect(withQuery.headers()['location']).toBe(`/${lang}/?x=1`);
  }
});

// Each address, where it ends up (bare /en and /es are redirected) and the language its navigation and page are in.
const NAVIGATION_CASES: readonly { title: string; path: string; landsOn: string; lang: Lang }[] = [
  { title: '/en/ shows English navigation', path: '/en', landsOn: '/en/', lang: 'en' },
  { title: '/es/ shows Spanish navigation', path: '/es', landsOn: '/es/', lang: 'es' },
  { title: '/ answers 200 and shows Portuguese navigation', path: '/', landsOn: '/', lang: 'pt' },
  { title: 'Portuguese pages show Portuguese navigation', path: '/produto', landsOn: '/produto', lang: 'pt' },
];

for (const { title, path, landsOn, lang } of NAVIGATION_CASES) {
  test(title, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(atPath(landsOn));
    await expectSiteNavigation(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  });
}

test('the language switcher keeps the path and query, and remembers the choice', async ({ page, context }) => {
  await page.goto('/sobre?x=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // The link itself keeps the query (opened in another tab too), once the prerendered page has come to life.
  const english = page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', /^\/en\/sobre\?x=1$/);
  await english.click();
  await expect(page).toHaveURL(/\/en\/sobre\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Site navigation' })).toBeVisible();

  await expect.poll(() => page.evaluate(() => localStorage.getItem('ecopeso.lang'))).toBe('en');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'ecopeso_lang')?.value).toBe('en');

  // And back to Spanish, then Portuguese (no prefix).
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/sobre\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/:\d+\/sobre\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ecopeso.lang'))).toBe('pt');
});
