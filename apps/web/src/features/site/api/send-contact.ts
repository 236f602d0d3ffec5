import * as z from 'zod/mini';
import type { Language } from '@ecopeso/shared/languages';

/** Limits of POST /api/v1/contact, checked here first so people see a message in their language. */
export const CONTACT_LIMITS = { fullName: 120, email: 254, company: 120, message: 5000 } as const;

/** The form as the visitor filled it in; each failed check names the message to show under its field. */
export const contactFormSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, 'fullName'), z.maxLength(CONTACT_LIMITS.fullName, 'tooLong')),
  email: z.string().check(z.trim(), z.email('email'), z.maxLength(CONTACT_LIMITS.email, 'tooLong')),
  company: z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.company, 'tooLong')),
  message: z.string().check(z.trim(), z.minLength(1, 'message'), z.maxLength(CONTACT_LIMITS.message, 'tooLong')),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

const TIMEOUT_MS = 20_000;

/**
 * Sends the contact form. `website` is the honeypot: people leave it empty, bots fill it (the server then answers
 * as usual but keeps nothing). Resolves when the server answered 201; throws otherwise.
 */
export async function sendContact(form: ContactForm, website: string, language: Language): Promise<void> {
  const body = {
    fullName: form.fullName,
    email: form.email,
    ...(form.company ? { company: form.company } : {}),
    message: form.message,
    website,
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
