import type { Page } from '@playwright/test';
import { expect, gate, test } from './support/fixtures';
import { atPath } from './support/routes';
import {
  CHAT,
  CHAT_NUMBER,
  CONTACT,
  expectSiteNavigation,
  HTML_LANG,
  LANGS,
  localized,
  NAV,
  SITE_PAGE_CASES,
  type Lang,
} from './support/site';

/** Fails the test on any script error or console error (a hydration mismatch shows up as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

for (const lang of LANGS) {
  test.describe(`public site in ${lang}`, () => {
    for (const pageCase of SITE_PAGE_CASES) {
      const url = localized(lang, pageCase.path);
      test(`${url} shows its heading, title, navigation and footer`, async ({ page }) => {
        const errors = watchErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCase.heading[lang]);
        await expect(page).toHaveTitle(pageCase.title[lang]);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);

        const nav = await expectSiteNavigation(page, lang);
        const footer = page.getByRole('navigation', { name: NAV[lang].footer });
        for (const name of NAV[lang].footerLinks)
          await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();

        // Hydrated: a client-side navigation keeps this document (a marker set on window survives it).
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        const target = pageCase.path === '/contato' ? 1 : 3;
        await nav.getByRole('link', { name: NAV[lang].links[target], exact: true }).click();
        await expect(page).toHaveURL(atPath(localized(lang, ['/', '/produto', '/sobre', '/contato'][target]!)));
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(errors).toEqual([]);
      });
    }

    test('the chat button opens WhatsApp in a new tab with the greeting', async ({ page }) => {
      await page.goto(localized(lang, '/'));
      const chat = page.getByRole('link', { name: CHAT[lang].name, exact: true });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute(
        'href',
        `https://wa.me/${CHAT_NUMBER}?text=${encodeURIComponent(CHAT[lang].greeting)}`,
      );
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', /noopener/);
    });

    test('a message sent from the contact form is received, and the form is cleared', async ({ page }) => {
      const text = CONTACT[lang];
      await page.goto(localized(lang, '/contato'));
      await page.getByLabel(text.fullName).fill(`Visitante ${lang}`);
      await page.getByLabel(text.email).fill(`visitor-${lang}@example.com`);
      await page.getByLabel(text.company).fill('Hotel Exemplo');
      await page.getByLabel(text.message).fill(`Gostaria de uma demonstração (${lang}).`);

      // The request is held to see the sending state, then goes to the real server.
      const held = gate();
      await page.route('**/api/v1/contact', async (route) => {
        await held.wait;
        await route.continue();
      });
      const answer = page.waitForResponse('**/api/v1/contact');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('button', { name: text.sending })).toBeDisabled();
      held.release();

      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        fullName: `Visitante ${lang}`,
        email: `visitor-${lang}@example.com`,
        company: 'Hotel Exemplo',
        message: `Gostaria de uma demonstração (${lang}).`,
        website: '',
      });
      await expect(page.getByText(text.success)).toBeVisible();
      for (const label of [text.fullName, text.email, text.company, text.message])
        await expect(page.getByLabel(label)).toHaveValue('');
      await expect(page.getByRole('button', { name: text.send })).toBeEnabled();
    });
  });
}

test('the HTML of /en/produto, as served before any script runs, holds its English title and heading', async ({
  request,
}) => {
  const response = await request.get('/en/produto');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<title>The Product | Ecopeso</title>');
  expect(html).toMatch(/<h1[^>]*>Everything your operation needs to measure and reduce waste<\/h1>/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/en\/produto"/);
  for (const [hreflang, path] of [
    ['pt-BR', '/produto'],
    ['en', '/en/produto'],
    ['es', '/es/produto'],
    ['x-default', '/produto'],
  ])
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^"]+${path}"`));
  expect(html).toContain('<meta property="og:title" content="The Product | Ecopeso"');
});

test('every prerendered page is served in its language, trailing slash or not', async ({ request }) => {
  for (const lang of LANGS) {
    for (const pageCase of SITE_PAGE_CASES) {
      const url = localized(lang, pageCase.path);
      for (const variant of new Set([url, url.endsWith('/') ? url : `${url}/`])) {
        const html = await (await request.get(variant)).text();
        expect(html, variant).toContain(`<html lang="${HTML_LANG[lang]}">`);
        expect(html, variant).toContain(`>${pageCase.heading[lang]}</h1>`);
      }
    }
  }
});

test('sitemap.xml lists every page in every language, and robots.txt keeps crawlers out of the app', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of LANGS)
    for (const pageCase of SITE_PAGE_CASES) expect(sitemap).toContain(`${localized(lang, pageCase.path)}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  for (const line of ['Disallow: /app', 'Disallow: /en/app', 'Disallow: /es/app']) expect(robots).toContain(line);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the switcher keeps the path and the query on the prerendered pages', async ({ page }) => {
  await page.goto('/produto?origem=anuncio');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/produto\?origem=anuncio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_PAGE_CASES[1]!.heading.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/produto\?origem=anuncio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_PAGE_CASES[1]!.heading.es);
  await expect(page).toHaveTitle('El Producto | Ecopeso');
});

test('the pages carry the content the spec lists', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/en/contato');
  await expect(page.getByRole('link', { name: 'Discover the product' })).toHaveAttribute('href', '/en/produto');
  for (const claim of ['3 taps', '< 3 s', 'up to 80%'])
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  for (const card of ['Savings from data', 'Control of the operation', 'Legal automation', 'Evidence-based decisions'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  for (const feature of ['Real-time dashboards', 'Quick entry', 'Reports and compliance'])
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();

  await page.goto('/en/produto');
  for (const title of ['What is included', 'What you need', 'How it works, in 5 steps', 'Eight key features'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'We set it up' }).getByRole('listitem')).toHaveCount(5);
  const features = page.locator('section', { has: page.getByRole('heading', { name: 'Eight key features' }) });
  await expect(features.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(page.getByRole('img', { name: /Ecopeso's analysis dashboard/ })).toHaveAttribute(
    'src',
    '/screenshots/dashboard-en-640.webp',
  );

  await page.goto('/en/sobre');
  for (const value of [
    'Practical sustainability',
    'Purposeful innovation',
    'Excellence',
    'Transparency',
    'Scalability',
  ])
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Founder — name to be announced' })).toHaveCount(3);
});

test('a screenshot of the app loads in the page language', async ({ page, request }) => {
  await page.goto('/es/');
  const shot = page.getByRole('img', { name: /Pantalla de registro de Ecopeso/ });
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/entry-es-\d+\.avif$/);
  expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const file of ['entry-pt-360.webp', 'dashboard-en-1280.avif', 'dashboard-es-640.webp'])
    expect((await request.get(`/screenshots/${file}`)).status(), file).toBe(200);
});

test('the contact form checks the fields before sending and sends nothing when they are wrong', async ({ page }) => {
  const text = CONTACT.pt;
  let sent = 0;
  await page.route('**/api/v1/contact', (route) => {
    sent++;
    return route.abort();
  });
  await page.goto('/contato');
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByText(text.nameRequired)).toBeVisible();
  await expect(page.getByText(text.emailInvalid)).toBeVisible();
  await expect(page.getByText(text.messageRequired)).toBeVisible();
  await expect(page.getByLabel(text.fullName)).toBeFocused();
  await expect(page.getByLabel(text.fullName)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(text.fullName).fill('Ana');
  await page.getByLabel(text.email).fill('ana@');
  await page.getByLabel(text.message).fill('Olá');
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByText(text.emailInvalid)).toBeVisible();
  await expect(page.getByText(text.nameRequired)).toHaveCount(0);
  expect(sent).toBe(0);

  // Required fields carry an asterisk; the company does not.
  for (const label of ['contact-fullName', 'contact-email', 'contact-message'])
    await expect(page.locator(`label[for="${label}"]`)).toContainText('*');
  await expect(page.locator('label[for="contact-company"]')).not.toContainText('*');
  // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
});

test('when sending fails, the error shows and what was typed is kept', async ({ page }) => {
  const text = CONTACT.en;
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' }),
  );
  await page.goto('/en/contato');
  await page.getByLabel(text.fullName).fill('Ana Souza');
  await page.getByLabel(text.email).fill('ana@example.com');
  await page.getByLabel(text.message).fill('Please call me back.');
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('alert')).toHaveText(text.error);
  await expect(page.getByLabel(text.fullName)).toHaveValue('Ana Souza');
  await expect(page.getByLabel(text.email)).toHaveValue('ana@example.com');
  await expect(page.getByLabel(text.message)).toHaveValue('Please call me back.');
  await expect(page.getByText(text.success)).toHaveCount(0);
});

test('what a visitor types before the page has woken up is kept and sent', async ({ page }) => {
  const text = CONTACT.en;
  // A slow phone: the prerendered form is on screen, its script not yet run.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/en/contato', { waitUntil: 'commit' });
  await page.getByLabel(text.fullName).fill('Ana Souza');
  await page.getByLabel(text.email).fill('ana@example.com');
  await page.getByLabel(text.message).fill('Please call me back.');
  // Sending now would reload the page and lose the message: the button waits for the script.
  await expect(page.getByRole('button', { name: text.send })).toBeDisabled();

  release();
  const answer = page.waitForResponse('**/api/v1/contact');
  await page.getByRole('button', { name: text.send }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    fullName: 'Ana Souza',
    email: 'ana@example.com',
    message: 'Please call me back.',
  });
  await expect(page.getByText(text.success)).toBeVisible();
});

test('unknown paths show the not-found text in their language', async ({ page }) => {
  const expected: Record<Lang, string> = {
    pt: 'Opa, essa pagina não está mais aqui (Em Construção)',
    en: 'Oops, this page is no longer here (Under Construction)',
    es: 'Ups, esta página ya no está aquí (En Construcción)',
  };
  for (const lang of LANGS) {
    const response = await page.goto(localized(lang, '/nao-existe'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(expected[lang])).toBeVisible();
  }
});

test('the Access System button leaves the site for the sign-in page', async ({ page }) => {
  await page.goto('/en/produto');
  await page.getByRole('banner').getByRole('link', { name: 'Access System' }).click();
  await expect(page).toHaveURL(atPath('/en/login'));
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('each route change reports its path and query, and Do-Not-Track stops it', async ({ page, browser }) => {
  // A beacon's body is not visible to Playwright, so the page keeps a copy of what it sends.
  const recordBeacons = () => {
    const sent: string[] = [];
    Object.assign(window, { beacons: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(`${String(url)} ${data.type} ${text}`));
      return send(url, data);
    };
  };
  const beacons = (p: Page) => p.evaluate(() => (window as unknown as { beacons: string[] }).beacons);
  const ENDPOINT = '/api/v1/analytics/pageviews application/json';
  await page.addInitScript(recordBeacons);
  const answers: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/v1/analytics/pageviews')) answers.push(res.status());
  });

  await page.goto('/sobre?origem=teste');
  await expect.poll(() => beacons(page)).toContain(`${ENDPOINT} {"path":"/sobre","query":"origem=teste"}`);
  await page.getByRole('navigation', { name: 'Navegação do site' }).getByRole('link', { name: 'Contato' }).click();
  await expect.poll(() => beacons(page)).toContain(`${ENDPOINT} {"path":"/contato","query":""}`);
  await expect.poll(() => answers).toEqual([204, 204]);

  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  await context.addInitScript(recordBeacons);
  const quiet = await context.newPage();
  let reported = 0;
  quiet.on('request', (req) => {
    if (req.url().endsWith('/api/v1/analytics/pageviews')) reported++;
  });
  await quiet.goto('/sobre');
  await quiet.getByRole('navigation', { name: 'Navegação do site' }).getByRole('link', { name: 'Contato' }).click();
  await expect(quiet.getByRole('heading', { level: 1 })).toHaveText('Fale com a gente');
  await quiet.waitForTimeout(300);
  expect(await beacons(quiet)).toEqual([]);
  expect(reported).toBe(0);
  await context.close();
});

test('no page scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of LANGS) {
    for (const pageCase of SITE_PAGE_CASES) {
      await page.goto(localized(lang, pageCase.path));
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, localized(lang, pageCase.path)).toBeLessThanOrEqual(clientWidth);
    }
  }
});

test('the login page offers to install the app when the browser does', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Instalar aplicativo' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByRole('heading', { name: 'Instale o aplicativo Ecopeso' })).toBeVisible();
  await page.getByRole('button', { name: 'Instalar aplicativo' }).click();
  await expect.poll(() => page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Instalar aplicativo' })).toHaveCount(0);
});
