import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from './login-page';
import { messageOf } from '@/test/field-message';

// better-auth's client keeps the fetch it finds when it is created (lib/auth-client.ts), so the stand-in is in place
// before any module loads.
const network = vi.hoisted(() => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  globalThis.fetch = fetch;
  return fetch;
});

/**
 * better-auth's real browser client runs; only the network answers are the test's: no session yet, then the
 * sign-in endpoint's answer (`signIn`).
 */
function answerNetwork(signIn: () => Response) {
  return network.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/auth/sign-in/email') return signIn();
    return Response.json(null);
  });
}

function signInCalls(fetch: ReturnType<typeof answerNetwork>) {
  return fetch.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('/api/auth/sign-in/email'),
  );
}

async function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/app" element={<h1>Lançamento de pesagem</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    email: await screen.findByRole('textbox', { name: /^E-mail/ }),
    password: screen.getByLabelText(/^Senha/),
    submit: screen.getByRole('button', { name: 'Entrar' }),
  };
}

describe('LoginPage', () => {
  afterEach(() => network.mockReset());

  it('with a field empty sends nothing, asks for both above the button and marks the empty field', async () => {
    const fetch = answerNetwork(() => Response.json({}, { status: 500 }));
    const user = userEvent.setup();
    const form = await renderLogin();
    await user.type(form.email, 'gerente@hotel.example');
    await user.click(form.submit);

    expect((await screen.findByRole('alert')).textContent).toBe('Preencha o e-mail e a senha.');
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(form.password)?.textContent).toBe('Preencha este campo.');
    expect(form.email.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(form.password);
    expect(signInCalls(fetch)).toHaveLength(0);
  });

  it('sends the e-mail without its spaces and says a refused password in Portuguese', async () => {
    const fetch = answerNetwork(() =>
      Response.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }, { status: 401 }),
    );
    const user = userEvent.setup();
    const form = await renderLogin();
    await user.type(form.email, '  gerente@hotel.example ');
    await user.type(form.password, 'not-the-password');
    await user.click(form.submit);

    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha inválidos.');
    const calls = signInCalls(fetch);
    expect(calls).toHaveLength(1);
    const [input, init] = calls[0]!;
    const body = input instanceof Request ? await input.clone().text() : String(init?.body);
    expect(JSON.parse(body)).toMatchObject({ email: 'gerente@hotel.example', password: 'not-the-password' });
  });

  it('goes to /app once the sign-in is accepted', async () => {
    answerNetwork(() =>
      Response.json({ redirect: false, token: 't', user: { id: 'u-1', email: 'gerente@hotel.example' } }),
    );
    const user = userEvent.setup();
    const form = await renderLogin();
    await user.type(form.email, 'gerente@hotel.example');
    await user.type(form.password, 'the-right-password');
    await user.click(form.submit);

    expect(await screen.findByRole('heading', { name: 'Lançamento de pesagem' })).toBeTruthy();
  });
});
