import type { Page } from '@playwright/test';
import { E2E_PASSWORD, EMAIL, SIGN_IN_PATH, expect, gate, test, type Role } from './support/fixtures';
import { atPath } from './support/routes';

// Failed sign-ins in this file: 1 (pt wrong password) + 1 (en wrong password) + 5 (blocked account) = 7,
// well under the server's 30 per IP in 15 minutes.

interface LoginTexts {
  email: string;
  password: string;
  submit: string;
}
const PT: LoginTexts = { email: 'E-mail', password: 'Senha', submit: 'Entrar' };
const EN: LoginTexts = { email: 'E-mail', password: 'Password', submit: 'Sign in' };

function loginForm(page: Page, texts: LoginTexts = PT) {
  return {
    email: page.getByLabel(texts.email),
    password: page.getByLabel(texts.password),
    submit: page.getByRole('button', { name: texts.submit, exact: true }),
    error: page.getByRole('alert'),
  };
}

/** Signs in through the form as one of the demo users. */
async function signInWithForm(page: Page, role: Role, texts: LoginTexts = PT): Promise<void> {
  const form = loginForm(page, texts);
  await form.email.fill(EMAIL[role]);
  await form.password.fill(E2E_PASSWORD);
  await form.submit.click();
}

/** Clicks submit and waits for the sign-in answer, returning its HTTP status. */
async function submitAndWait(page: Page, submit: ReturnType<typeof loginForm>['submit']): Promise<number> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SIGN_IN_PATH);
  await submit.click();
  return (await answer).status();
}

test.describe('sign-in form', () => {
  test('signs in and lands on the weighing page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Acesse o Ecopeso' })).toBeVisible();
    await signInWithForm(page, 'master');

    await expect(page).toHaveURL(atPath('/app'));
    await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
  });

  test('the submit button is disabled and reads "Entrando..." while signing in', async ({ page }) => {
    const held = gate();
    await page.route(`**${SIGN_IN_PATH}`, async (route) => {
      await held.wait;
      await route.continue();
    });
    await page.goto('/login');
    await signInWithForm(page, 'gerente');

    const busy = page.getByRole('button', { name: 'Entrando...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    held.release();

    await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
    await expect(page).toHaveURL(atPath('/app'));
  });

  test('empty fields ask for both, and the message clears after 5 seconds', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.submit.click();
    await expect(form.error).toHaveText('Preencha o e-mail e a senha.');
    await expect(form.error).toBeHidden({ timeout: 8000 });

    // Only the e-mail is not enough either.
    await form.email.fill(EMAIL.master);
    await form.submit.click();
    await expect(form.error).toHaveText('Preencha o e-mail e a senha.');
    await expect(page).toHaveURL(atPath('/login'));
  });

  test('a wrong password shows "E-mail ou senha inválidos."', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(EMAIL.gerente);
    await form.password.fill('not-the-password');
    expect(await submitAndWait(page, form.submit)).toBe(401);
    await expect(form.error).toHaveText('E-mail ou senha inválidos.');
    await expect(page).toHaveURL(atPath('/login'));
  });

  test('on /en/login the messages are in English', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Ecopeso' })).toBeVisible();
    const form = loginForm(page, EN);
    await form.submit.click();
    await expect(form.error).toHaveText('Please fill in both email and password.');

    await form.email.fill(EMAIL.operacional);
    await form.password.fill('not-the-password');
    expect(await submitAndWait(page, form.submit)).toBe(401);
    await expect(form.error).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(atPath('/en/login'));
  });

  test('after 5 failed sign-ins for one account the 6th says "too many attempts"', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(`blocked-${crypto.randomUUID()}@example.com`);
    await form.password.fill('wrong-password-123');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await submitAndWait(page, form.submit), `attempt ${attempt}`).toBe(401);
      await expect(form.error).toHaveText('E-mail ou senha inválidos.');
    }
    expect(await submitAndWait(page, form.submit)).toBe(429);
    await expect(form.error).toHaveText('Muitas tentativas de login. Tente novamente mais tarde.');
  });
});

test.describe('redirect to sign-in and back', () => {
  test('a signed-in visit to /login goes straight to /app', async ({ page, signIn }) => {
    await signIn('operacional');
    await page.goto('/login');
    await expect(page).toHaveURL(atPath('/app'));
    await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
  });

  test('/app/dashboard signed out goes to /login, then back to /app/dashboard after signing in', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(atPath('/login'));
    await signInWithForm(page, 'gerente');

    await expect(page).toHaveURL(atPath('/app/dashboard'));
    await expect(page.getByRole('heading', { name: 'Dashboard de análise' })).toBeVisible();
  });

  test('/en/app/glossario signed out goes to /en/login, then back after signing in', async ({ page }) => {
    await page.goto('/en/app/glossario');
    await expect(page).toHaveURL(atPath('/en/login'));
    await signInWithForm(page, 'gerente', EN);

    await expect(page).toHaveURL(atPath('/en/app/glossario'));
    await expect(page.getByRole('heading', { name: 'Glossary' })).toBeVisible();
  });
});

test.describe('loading screens', () => {
  test('while the profile loads, "A carregar dados do perfil..." shows', async ({ page, signIn }) => {
    await signIn('gerente');
    await page.route('**/api/v1/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/app');
    await expect(page.getByText('A carregar dados do perfil...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
    await expect(page.getByText('A carregar dados do perfil...')).toBeHidden();
  });

  test('while the session is checked, "A verificar autenticação..." shows', async ({ page, signIn }) => {
    await signIn('gerente');
    const held = gate();
    await page.route('**/api/auth/get-session*', async (route) => {
      await held.wait;
      await route.continue();
    });
    await page.goto('/app');
    await expect(page.getByText('A verificar autenticação...')).toBeVisible();
    held.release();
    await expect(page.getByRole('heading', { name: 'Lançamento de pesagem' })).toBeVisible();
  });
});
