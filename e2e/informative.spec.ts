import { TERM_IDS } from '../apps/web/src/features/glossary/data/terms';
import { clientIdOf, DEMO_RESORT, expect, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/a11y';

// The informative pages (issue 14) as the demo gerente sees them: the glossary, the circular economy page and the
// guide, in the three languages, with the dashboard's link into the glossary.

const PAGES = {
  pt: {
    prefix: '',
    glossary: 'Glossário',
    circular: 'Economia circular',
    docs: 'Documentação',
    guide: 'A primeira pesagem',
  },
  en: {
    prefix: '/en',
    glossary: 'Glossary',
    circular: 'Circular economy',
    docs: 'Documentation',
    guide: 'Your first weighing',
  },
  es: {
    prefix: '/es',
    glossary: 'Glosario',
    circular: 'Economía circular',
    docs: 'Documentación',
    guide: 'El primer pesaje',
  },
} as const;
const OPPORTUNITIES = { pt: 'Oportunidades', en: 'Opportunities', es: 'Oportunidades' } as const;

test.beforeEach(async ({ signIn }) => {
  await signIn('gerente');
});

for (const [lang, words] of Object.entries(PAGES)) {
  test(`${lang}: the three pages render, with no serious or critical accessibility violation`, async ({ page }) => {
    test.setTimeout(90_000);
    const clientId = await clientIdOf(page, DEMO_RESORT);

    await page.goto(`${words.prefix}/app/glossario`);
    await expect(page.getByRole('heading', { level: 1, name: words.glossary })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(TERM_IDS.length);
    await expectNoSeriousViolation(page, `${lang} glossary`);

    await page.goto(`${words.prefix}/app/economia-circular?client=${clientId}`);
    await expect(page.getByRole('heading', { level: 1, name: words.circular })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: OPPORTUNITIES[lang as keyof typeof OPPORTUNITIES] }),
    ).toBeVisible();
    await expect(page.locator('.recharts-sankey-node, .recharts-sankey-link').first()).toBeAttached();
    await page.locator('details summary').first().click();
    await expectNoSeriousViolation(page, `${lang} circular economy`);

    await page.goto(`${words.prefix}/app/documentacao`);
    await expect(page.getByRole('heading', { level: 1, name: words.docs })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.guide })).toBeVisible();
    await expectNoSeriousViolation(page, `${lang} documentation`);
  });
}

test('the glossary search ignores accents and case', async ({ page }) => {
  await page.goto('/app/glossario');
  const search = page.getByRole('searchbox', { name: 'Buscar termo' });
  for (const query of ['biometanizacao', 'BIOMETANIZAÇÃO']) {
    await search.fill(query);
    await expect(page.locator('article h3').first()).toContainText('Biometanização');
  }
  await search.fill('nada-que-exista-xyz');
  await expect(page.getByText('Nenhum termo encontrado para essa busca.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca e filtros' }).click();
  await expect(page.locator('article')).toHaveCount(TERM_IDS.length);
});

test("a term link on the dashboard's diversion card lands on the term", async ({ page }) => {
  const clientId = await clientIdOf(page, DEMO_RESORT);
  await page.goto(`/app/dashboard?client=${clientId}&preset=last3Months`);
  const link = page.getByRole('link', { name: 'Taxa de desvio de aterro: ver no glossário' });
  await link.click();
  await expect(page).toHaveURL(/\/app\/glossario#taxa-desvio-aterro$/);
  const entry = page.locator('article#taxa-desvio-aterro');
  await expect(entry).toBeInViewport();
  await expect(entry).toBeFocused();
  await expect(entry.getByRole('heading', { level: 3 })).toContainText('Taxa de desvio de aterro');
});

test("the dashboard's diversion card points to the circular economy page", async ({ page }) => {
  const clientId = await clientIdOf(page, DEMO_RESORT);
  await page.goto(`/app/dashboard?client=${clientId}&preset=last3Months`);
  await page.getByRole('link', { name: 'Ver oportunidades de desvio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Economia circular' })).toBeVisible();
});

// Issue 23: the guide said "Em breve" of screens that ship; the glossary named the organic sub-types its own way.
test('the guide and the glossary say what the app has, in its words', async ({ page }) => {
  await page.goto('/app/documentacao');
  await expect(page.getByRole('region', { name: 'Administrar usuários' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Encontrar MTRs, CDFs e licenças' })).toBeVisible();
  await expect(page.getByText(/em breve/i)).toHaveCount(0);

  for (const [prefix, name] of [
    ['', 'Sobras (pós-serviço)'],
    ['/en', 'Post-service (leftovers)'],
  ] as const) {
    await page.goto(`${prefix}/app/glossario#sobras-prato`);
    await expect(page.locator('article#sobras-prato h3')).toContainText(name);
  }
});
