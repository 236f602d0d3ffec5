import { expect, test } from './support/fixtures';

// Issue 23: a server that sheds load answers 503 with Retry-After, refused before anything ran; the web app waits
// and asks again, and the person sees no error unless the retries run out. The shedding is played by the browser
// (page.route), so the test does not depend on this machine's load; the server's rule is tested by the API suite.
const BUSY = {
  status: 503,
  headers: { 'retry-after': '1', 'not-processed': '1' },
  json: { error: { code: 'unavailable', message: 'The server is busy. Please try again shortly.' } },
};

test('a gerente changing filters quickly on a busy server sees the dashboard and a saved subscription, never an error', async ({
  page,
  signIn,
}) => {
  await signIn('gerente');
  // Every "Não foi possível…" the page ever shows, even for a moment.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { errorsSeen: string[] }).errorsSeen = seen;
    new MutationObserver(() => {
      const text = document.body.innerText;
      for (const m of text.match(/Não foi possível[^\n]*/g) ?? []) if (!seen.includes(m)) seen.push(m);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Each dashboard and the subscription save are shed twice before they are served. The save is answered here, so
  // the gerente's subscriptions, which another test sets, stay as they are.
  const asked = new Map<string, number>();
  await page.route(/\/api\/v1\/(dashboard\?|me\/report-subscriptions$)/, async (route) => {
    const request = route.request();
    if (request.method() === 'GET' && !request.url().includes('/dashboard?')) return route.fallback();
    const key = `${request.method()} ${request.url()}`;
    const times = asked.get(key) ?? 0;
    asked.set(key, times + 1);
    if (times < 2) return route.fulfill(BUSY);
    if (request.method() === 'PUT') return route.fulfill({ json: request.postDataJSON() as unknown });
    return route.fallback();
  });

  await page.goto('/app/dashboard');
  await page.getByLabel('Cliente', { exact: true }).selectOption({ label: 'Todos os meus clientes' });
  await page.getByRole('button', { name: 'Este ano', exact: true }).click();
  await page.getByRole('button', { name: 'Salvar inscrição' }).click();
  for (const preset of ['Este mês', 'Últimos 3 meses', 'Este ano']) {
    await page.getByRole('button', { name: preset, exact: true }).click();
  }

  await expect(page.getByText('Somando 2 clientes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Este ano', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Total de resíduos', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('subscriptions-status')).toHaveText(/^Inscrição (salva|cancelada)/);
  // Each was shed twice and then served: the page waited instead of showing an error.
  expect(asked.get(`PUT ${new URL(page.url()).origin}/api/v1/me/report-subscriptions`)).toBe(3);
  expect(await page.evaluate(() => (window as unknown as { errorsSeen: string[] }).errorsSeen)).toEqual([]);
});
