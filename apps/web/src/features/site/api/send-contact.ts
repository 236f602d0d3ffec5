import type { ContactFormValues } from '@ecopeso/shared/contact';
import type { Language } from '@ecopeso/shared/languages';

const TIMEOUT_MS = 20_000;

/**
 * Sends the contact form (as contactFormSchema gave it). `website` is the honeypot: people leave it empty, bots fill
 * it (the server then answers as usual but keeps nothing). Resolves when the server answered 201; throws otherwise.
 */
export async function sendContact(form: ContactFormValues, language: Language): Promise<void> {
  const body = {
    fullName: form.fullName,
    email: form.email,
    ...(form.company ? { company: form.company } : {}),
    message: form.message,
    website: form.website ?? '',
    language,
  };
  const response = await fetch('/api/v1/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status !== 201) throw new Error(`contact: ${response.status}`);
}
