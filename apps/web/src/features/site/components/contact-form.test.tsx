import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ContactForm } from './contact-form';
import { messageOf } from '@/test/field-message';

// The form and its sending are the real code; only the network's answer is the test's.
async function renderForm(path = '/contato') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactForm />
    </MemoryRouter>,
  );
  const name = await screen.findByRole('textbox', { name: /^Nome completo/ });
  return {
    name,
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    company: screen.getByRole('textbox', { name: /^Empresa/ }),
    message: screen.getByRole('textbox', { name: /^Mensagem/ }),
    send: screen.getByRole('button', { name: 'Enviar mensagem' }),
  };
}

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends nothing while the required fields are empty or the e-mail is not one, and says why under each', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const form = await renderForm();
    await user.click(form.send);

    expect(messageOf(form.name)?.textContent).toBe('Informe o seu nome.');
    expect(messageOf(form.email)?.textContent).toBe('Informe um e-mail válido.');
    expect(messageOf(form.message)?.textContent).toBe('Escreva a sua mensagem.');
    expect(form.company.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(form.name);

    await user.type(form.name, 'Ana');
    await user.type(form.email, 'ana@');
    await user.type(form.message, 'Olá');
    await user.click(form.send);
    expect(form.name.getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(form.email)?.textContent).toBe('Informe um e-mail válido.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the longest name the server takes when a longer one is pasted past the field', async () => {
    const form = await renderForm();
    fireEvent.change(form.name, { target: { value: 'A'.repeat(121) } });
    fireEvent.blur(form.name);
    expect((await screen.findByText('Use no máximo 120 caracteres.')).id).toBe(
      form.name.getAttribute('aria-describedby'),
    );
  });

  it('sends the trimmed fields, the empty honeypot and the page language, then clears the form', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ status: 'received' }, { status: 201 }));
    const user = userEvent.setup();
    const form = await renderForm();
    await user.type(form.name, ' Ana Souza ');
    await user.type(form.email, 'ana@hotel.example');
    await user.type(form.company, 'Hotel Atlântico');
    await user.type(form.message, 'Gostaria de uma demonstração.');
    await user.click(form.send);

    expect(await screen.findByText('Mensagem enviada com sucesso! Agradecemos o seu contato.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/v1/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Ana Souza',
      email: 'ana@hotel.example',
      company: 'Hotel Atlântico',
      message: 'Gostaria de uma demonstração.',
      website: '',
      language: 'pt',
    });
    for (const field of [form.name, form.email, form.company, form.message])
      expect((field as HTMLInputElement).value).toBe('');
  });
});
