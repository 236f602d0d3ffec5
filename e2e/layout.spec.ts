import type { Locator } from '@playwright/test';
import { EMAIL, expect, test } from './support/fixtures';
import { atPath } from './support/routes';

// Spec §2 sidebar, in the order the spec lists it: Entry; Dashboards; Informative (Glossary, Documentation — and
// the circular economy page between them, which issue 14 puts under Informative); Administration (Users, Clients,
// Collection Providers, MTR/CDF Management); Master Tools.
const MASTER_LINKS = [
  'Lançamento',
  'Dashboards',
  'Relatórios de sustentabilidade',
  'Glossário',
  'Economia circular',
  'Documentação',
  'Usuários',
  'Clientes',
  'Empresas de Coleta',
  'Gestão MTR/CDF',
  'Ferramentas Master',
];
const MASTER_ONLY = ['Clientes', 'Empresas de Coleta', 'Gestão MTR/CDF', 'Ferramentas Master'];
const GERENTE_LINKS = MASTER_LINKS.filter((name) => !MASTER_ONLY.includes(name));

const SIDEBAR_NAV = 'Navegação do sistema';

async function expectLinks(nav: Locator, names: string[]) {
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
}

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? Math.round(box.width) : -1;
}

test.describe('sidebar on a desktop screen', () => {
  test('master sees the level, the e-mail and every link', async ({ page, signIn }) => {
    await signIn('master');
    await page.goto('/app');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Nível: Master')).toBeVisible();
    await expect(sidebar.getByText(EMAIL.master)).toBeVisible();
    await expectLinks(sidebar.getByRole('navigation', { name: SIDEBAR_NAV }), MASTER_LINKS);
    await expect(sidebar.getByRole('button', { name: 'Sair' })).toBeVisible();
  });

  test('gerente sees the level, the e-mail and no master-only link', async ({ page, signIn }) => {
    await signIn('gerente');
    await page.goto('/app');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Nível: Gerente')).toBeVisible();
    await expect(sidebar.getByText(EMAIL.gerente)).toBeVisible();
    await expectLinks(sidebar.getByRole('navigation', { name: SIDEBAR_NAV }), GERENTE_LINKS);
    for (const name of MASTER_ONLY) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('a sidebar link opens its page', async ({ page, signIn }) => {
    await signIn('gerente');
    await page.goto('/app');
    await page.getByRole('navigation', { name: SIDEBAR_NAV }).getByRole('link', { name: 'Glossário' }).click();
    await expect(page).toHaveURL(atPath('/app/glossario'));
    await expect(page.getByRole('heading', { name: 'Glossário' })).toBeVisible();
  });

  test('the collapse button narrows the sidebar from 256 to 80 px, and it stays collapsed', async ({
    page,
    signIn,
  }) => {
    await signIn('master');
    await page.goto('/app');
    const sidebar = page.getByRole('complementary');
    await expect.poll(() => widthOf(sidebar)).toBe(256);

    await sidebar.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(() => widthOf(sidebar)).toBe(80);
    // Collapsed, the links keep their names for assistive technology.
    await expectLinks(sidebar.getByRole('navigation', { name: SIDEBAR_NAV }), MASTER_LINKS);

    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Expandir menu' })).toBeAttached();
    await expect.poll(() => widthOf(sidebar)).toBe(80);
  });

  test('the collapsed sidebar can be expanded again', async ({ page, signIn }) => {
    await signIn('master');
    await page.goto('/app');
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('button', { name: 'Recolher menu' }).click();
    await expect.poll(() => widthOf(sidebar)).toBe(80);

    const expand = sidebar.getByRole('button', { name: 'Expandir menu' });
    // A trial click checks that the button is really there to be clicked (not covered), without clicking.
    await expand.click({ trial: true, timeout: 3000 });
    await expand.click();
    await expect.poll(() => widthOf(sidebar)).toBe(256);
  });
});

test('operacional sees no sidebar, only the header with the logo', async ({ page, signIn }) => {
  await signIn('operacional');
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Ecopeso');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: SIDEBAR_NAV })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0);
  await expect(page.getByText(EMAIL.operacional)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer opened by "Abrir menu"', async ({ page, signIn }) => {
    await signIn('gerente');
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: SIDEBAR_NAV })).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: SIDEBAR_NAV });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Nível: Gerente')).toBeVisible();
    await expect(drawer.getByText(EMAIL.gerente)).toBeVisible();
    await expectLinks(drawer.getByRole('navigation', { name: SIDEBAR_NAV }), GERENTE_LINKS);

    // Following a link closes the drawer.
    await drawer.getByRole('link', { name: 'Dashboards' }).click();
    await expect(page).toHaveURL(atPath('/app/dashboard'));
    await expect(page.getByRole('heading', { name: 'Dashboard de análise' })).toBeVisible();
    await expect(drawer).toBeHidden();

    // A click on the backdrop, beside the drawer, closes it too; so does Escape, with focus kept inside meanwhile.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(360, 420);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
