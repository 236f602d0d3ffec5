// Screenshots of the real app for the public pages, made from the built product with the demo data:
// the weighing entry page (small tablet) and the analysis dashboard (desktop) in every language, each written as AVIF
// and WebP in the two widths apps/web/src/features/site/screenshots.ts names, plus the Open Graph image of each
// language. Run: npm run build && npm run screenshots (the images are committed; the build does not need this).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGES, localizePath, type Language } from '@ecopeso/shared/languages';
import { SCREENSHOTS, screenshotUrl, type ScreenshotName } from '../apps/web/src/features/site/screenshots.ts';
import { signIn, startServer } from '../bench/lib/server-process.ts';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3195);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'screenshots-demo-password';
const PUBLIC_DIR = 'apps/web/public';
const DEVICE_SCALE = 2;

/** How each screenshot is taken: the page, the browser window (CSS px) and what is done on it first. */
const SHOTS: Record<ScreenshotName, { path: string; viewport: { width: number; height: number } }> = {
  entry: { path: '/app/lancamento', viewport: { width: 600, height: 960 } },
  dashboard: { path: '/app/dashboard', viewport: { width: 1280, height: 800 } },
};

async function chooseFirstClient(page: Page) {
  const client = page.locator('select').first();
  await client.waitFor();
  // The demo chain's hotel with the most varied data (any client works).
  const options = await client.locator('option').allTextContents();
  const hotel = options.find((o) => o.includes('Beach Resort')) ?? options[1]!;
  await client.selectOption({ label: hotel });
}

/** The entry form as a person fills it in: a waste type, an area and a weight typed (not saved). */
async function prepareEntry(page: Page) {
  await chooseFirstClient(page);
  const fieldsets = page.locator('form fieldset');
  await fieldsets.first().waitFor();
  // The third type of the demo clients is landfill waste, which asks for no sub-type: the form stays short.
  await fieldsets.first().locator('label').nth(2).click();
  await fieldsets.last().locator('label').nth(1).click();
  await page.locator('input[name="weight"]').fill('12,5');
  await page.locator('input[name="weight"]').blur();
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function prepareDashboard(page: Page) {
  await chooseFirstClient(page);
  await page.locator('.recharts-surface').first().waitFor();
  await page.waitForTimeout(2000); // the charts' entry animation
}

async function writeImages(name: ScreenshotName, lang: Language, png: Buffer) {
  for (const width of SCREENSHOTS[name].widths) {
    const height = Math.round((width * SCREENSHOTS[name].height) / SCREENSHOTS[name].width);
    const resized = sharp(png).resize(width, height, { fit: 'cover', position: 'top' });
    const file = (format: string) => join(PUBLIC_DIR, screenshotUrl(name, lang, width, format));
    await resized.clone().avif({ quality: 55, effort: 6 }).toFile(file('avif'));
    await resized.clone().webp({ quality: 78, effort: 6 }).toFile(file('webp'));
  }
}

/** The card shown when a page is shared: the name, the page's promise and the dashboard, 1200 × 630. */
async function writeOgImage(page: Page, lang: Language, dashboard: Buffer) {
  const site = JSON.parse(readFileSync(`apps/web/src/locales/${lang}/site.json`, 'utf8')) as {
    home: { hero: { title: string; eyebrow: string } };
  };
  const logo = readFileSync(join(PUBLIC_DIR, 'favicon.svg')).toString('base64');
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div style="width:1200px;height:630px;box-sizing:border-box;display:flex;gap:48px;align-items:center;padding:56px;
      background:linear-gradient(135deg,#f0fdf4,#dcfce7);font-family:system-ui,sans-serif;overflow:hidden">
      <div style="flex:0 0 500px">
        <div style="display:flex;align-items:center;gap:16px;color:#166534;font-weight:700;font-size:44px">
          <img src="data:image/svg+xml;base64,${logo}" width="64" height="64" alt="">Ecopeso</div>
        <p style="margin:28px 0 0;color:#15803d;font-weight:700;font-size:22px;text-transform:uppercase">${site.home.hero.eyebrow}</p>
        <h1 style="margin:12px 0 0;color:#14532d;font-size:48px;line-height:1.1">${site.home.hero.title}</h1>
      </div>
      <img src="data:image/png;base64,${dashboard.toString('base64')}" alt=""
        style="width:760px;border-radius:16px;box-shadow:0 20px 50px rgba(20,83,45,.25)">
    </div></body></html>`);
  const png = await page.screenshot({ type: 'png' });
  mkdirSync(join(PUBLIC_DIR, 'og'), { recursive: true });
  await sharp(png)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(join(PUBLIC_DIR, 'og', `og-${lang}.jpg`));
}

async function main() {
  mkdirSync(join(PUBLIC_DIR, 'screenshots'), { recursive: true });
  const server = await startServer({ DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', NODE_ENV: 'test' }, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const cookie = await signIn(server.origin, 'master@example.com', PASSWORD);
    const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
    for (const lang of LANGUAGES) {
      const shots: Partial<Record<ScreenshotName, Buffer>> = {};
      for (const shotName of Object.keys(SHOTS) as ScreenshotName[]) {
        const shot = SHOTS[shotName];
        const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: DEVICE_SCALE });
        await context.addCookies([{ name, value: decodeURIComponent(value), url: server.origin }]);
        const page = await context.newPage();
        await page.goto(`${server.origin}${localizePath(shot.path, lang)}`, { waitUntil: 'networkidle' });
        await (shotName === 'entry' ? prepareEntry(page) : prepareDashboard(page));
        shots[shotName] = await page.screenshot({ type: 'png' });
        await writeImages(shotName, lang, shots[shotName]);
        console.log(`${shotName} ${lang}: ${SCREENSHOTS[shotName].widths.join(' and ')} px, AVIF and WebP`);
        await context.close();
      }
      const page = await browser.newPage();
      await writeOgImage(page, lang, shots.dashboard!);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
