import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';

// zod/mini: the public site's contact page checks the form with this schema, and its JavaScript has a budget
// (PRODUCT.md §7, decision 005); the server validates the same request with it.

/** The longest text each field of the public contact form takes. */
export const CONTACT_LIMITS = { fullName: 120, email: 254, company: 120, message: 5000 } as const;

/** Messages are keys of the site-contact catalogue, so one schema speaks pt, en and es; tooLong takes {{max}}. */
const M = {
  fullName: 'site-contact:validation.fullName',
  email: 'site-contact:validation.email',
  message: 'site-contact:validation.message',
  tooLong: 'site-contact:validation.tooLong',
} as const;

/** The contact form as a visitor fills it in; `website` is the honeypot, left empty by people and filled by bots. */
export const contactFormSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, M.fullName), z.maxLength(CONTACT_LIMITS.fullName, M.tooLong)),
  email: z.string().check(z.trim(), z.email(M.email), z.maxLength(CONTACT_LIMITS.email, M.tooLong)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.company, M.tooLong))),
  message: z.string().check(z.trim(), z.minLength(1, M.message), z.maxLength(CONTACT_LIMITS.message, M.tooLong)),
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** POST /api/v1/contact: the form and the language of the page it was sent from. */
export const contactSchema = z.extend(contactFormSchema, { language: z.optional(z.enum(LANGUAGES)) });
export type ContactInput = z.infer<typeof contactSchema>;
