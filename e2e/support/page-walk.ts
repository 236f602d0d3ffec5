import type { Page, Request } from '@playwright/test';
import { LANGUAGES, languagePrefix, localizePath, type Language } from '@ecopeso/shared/languages';
import { APP_ROUTES, rolesForAppRoute } from '@ecopeso/shared/roles';
import { APP_PAGE_TABS, PUBLIC_PATHS } from '@ecopeso/shared/web-routes';
import type { Role } from './fixtures';

export { LANGUAGES, type Language };

/** The two sizes every page is walked at: a phone held upright and a laptop. */
export const WALK_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** How long a page may show a loading text after it was asked for. */
export const LOADING_LIMIT_MS = 10_000;

/** A loading text in any language of the app ("Carregando…", "A carregar…", "Loading…", "Cargando…"). */
export const LOADING_TEXT = /(?:A carregar|Carregando|Loading|Cargando)\b[^\n]*(?:…|\.\.\.)/;

/** What the server says when it sheds load (apps/server/src/http/availability.ts). */
const SHEDDING_MESSAGE = 'The server is busy. Please try again shortly.';

/** How long no request may start or end before a page counts as settled. */
const QUIET_MS = 150;

/** The loading texts still on screen once they are gone or `timeout` ms have passed, whichever comes first. */
export async function loadingTextsAfter(page: Page, timeout: number): Promise<string[]> {
  const until = Date.now() + timeout;
  const shown = () => page.getByText(LOADING_TEXT).filter({ visible: true }).allInnerTexts();
  let texts = await shown();
  while (texts.length > 0 && Date.now() < until) {
    await page.waitForTimeout(100);
    texts = await shown();
  }
  return texts;
}

export interface WalkPage {
  /** The URL asked for: language prefix, path and, for a tab, its query. */
  url: string;
  /** The path the page must stay on (not sent to /login, /acesso-negado or a not-found page). */
  path: string;
  /**
   * For a tab after the first of its page: its place among the page's tabs. It is opened as a person opens it, by
   * a click on the page just walked (a fresh load per tab would double the walk's time), and must land on `url`.
   */
  tab?: number;
}

/**
 * Every page a role may open in one language, from the route table the web router uses (APP_ROUTES, its
 * capabilities and its Portuguese-only routes), and every tab of a tabbed page (APP_PAGE_TABS).
 */
export function pagesOf(role: Role, lang: Language): WalkPage[] {
  return APP_ROUTES.filter((route) => rolesForAppRoute(route.path).includes(role))
    .filter((route) => !('ptOnly' in route) || lang === 'pt')
    .flatMap((route): WalkPage[] => {
      const path = `${languagePrefix(lang)}/app${route.path ? `/${route.path}` : ''}`;
      const tabs = (APP_PAGE_TABS as Partial<Record<string, { param: string; values: readonly string[] }>>)[route.path];
      if (!tabs) return [{ url: path, path }];
      return tabs.values.map((value, tab) => ({
        url: `${path}?${tabs.param}=${value}`,
        path,
        ...(tab > 0 ? { tab } : {}),
      }));
    });
}

/** The public pages (the site, sign-in and its password pages, access denied) in one language, as a visitor. */
export function publicPagesOf(lang: Language): WalkPage[] {
  return PUBLIC_PATHS.map((path) => localizePath(path, lang)).map((path) => ({ url: path, path }));
}

/**
 * Listens to a page for what must never happen on any page: an answer of 500 or more from the app's own server,
 * an error in the console, an uncaught exception. Each problem names the page it happened on.
 */
export function watchForProblems(
  page: Page,
  origin: string,
): { take: () => Promise<string[]>; settled: (timeout: number) => Promise<void> } {
  let problems: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const ours = (url: string) => url.startsWith(origin);
  // A page's event stream (the client's server-sent events) stays open as long as the page: it is not loading.
  const counted = (request: Request) => ours(request.url()) && request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight++;
    lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (!counted(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const where = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  // The server's load shedding (apps/server/src/http/availability.ts: 503, Retry-After, "The server is busy") is its
  // designed answer to a machine too busy, here the test machine, not a fault of a page; the browser's own line about
  // that answer goes with it. What the page does next is still checked: an error shown, a loader left, a console error.
  const shed = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.status() < 500 || !ours(response.url())) return;
    const at = where();
    const url = new URL(response.url());
    const problem = `${at}: HTTP ${response.status()} on ${response.request().method()} ${url.pathname}${url.search}`;
    reading.push(
      (async () => {
        const body = response.status() === 503 ? await response.text().catch(() => '') : '';
        if (body.includes(SHEDDING_MESSAGE)) shed.add(response.url());
        else problems.push(problem);
      })(),
    );
  });
  const logged: { at: string; text: string; source: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push({ at: where(), text: message.text(), source: message.location().url });
  });
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught ${error.name}: ${error.message}`));
  return {
    /**
     * Waits until no request to the server is open and none has started or ended for a moment (what networkidle
     * means, with a shorter quiet: a page that polls never settles, and the checks after this still bound the wait).
     */
    settled: async (timeout) => {
      const until = Date.now() + timeout;
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
        await page.waitForTimeout(QUIET_MS / 3);
    },
    /** The problems seen since the last call. */
    take: async () => {
      await Promise.all(reading.splice(0));
      for (const { at, text, source } of logged.splice(0)) {
        if (shed.has(source) && text.startsWith('Failed to load resource')) continue;
        problems.push(`${at}: console error: ${text}${source ? ` (${source})` : ''}`);
      }
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
