import { useEffect, useRef, useState } from 'react';
import { contactFormSchema, type ContactFormValues } from '@ecopeso/shared/contact';
import { useZodForm } from '@/components/ui/form';
import { useHydrated } from '@/lib/use-hydrated';
import { useLanguage } from '@/lib/language';
import { sendContact } from '../api/send-contact';

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

const EMPTY = { fullName: '', email: '', company: '', message: '', website: '' } satisfies ContactFormValues;
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/**
 * Spec §4 contact form, its state and sending: idle, sending, success (form cleared, message) or error (text kept,
 * message). Checked by contactFormSchema, the schema the server validates the request with.
 */
export function useContactForm() {
  const { lang } = useLanguage();
  const form = useZodForm(contactFormSchema, { defaultValues: EMPTY });
  const [status, setStatus] = useState<ContactStatus>('idle');
  const element = useRef<HTMLFormElement>(null);
  // The page is prerendered: on a slow phone a visitor may type before its script has run. Until then the button
  // waits (a native submit would reload the page, the message lost and the address in the URL), and what was typed
  // meanwhile becomes the form's values once the script runs.
  const ready = useHydrated();
  useEffect(() => {
    const fields = element.current?.elements;
    for (const field of FIELDS) {
      const typed = (fields?.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
      if (typed) form.setValue(field, typed);
    }
  }, [form]);

  async function submit(values: ContactFormValues) {
    setStatus('sending');
    try {
      await sendContact(values, lang);
      form.reset(EMPTY);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  }

  return { form, element, status, ready, submit, refused: () => setStatus('idle') };
}
