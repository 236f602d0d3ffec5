import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { CONTACT_LIMITS, contactFormSchema, sendContact, type ContactForm as Fields } from '../api/send-contact';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/field';

type Field = keyof Fields;
type Status = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: Fields = { fullName: '', email: '', company: '', message: '' };
const FIELDS: readonly Field[] = ['fullName', 'email', 'company', 'message'];

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700';

/** Spec §2/§4 contact form: idle, sending, success (form cleared, message) or error (text kept, message). */
export function ContactForm() {
  const { t } = useTranslation('site-contact');
  const { lang } = useLanguage();
  const [values, setValues] = useState<Fields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const form = useRef<HTMLFormElement>(null);
  // The page is prerendered: on a slow phone a visitor may type before its script has run. Until then the button
  // waits (a native submit would reload the page, the message lost and the address in the URL), and what was typed
  // meanwhile becomes the form's values once the script runs.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const fields = form.current?.elements;
    const typed = (field: Field) => (fields?.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
    setValues((v) => Object.fromEntries(FIELDS.map((f) => [f, typed(f) || v[f]])) as Fields);
    setReady(true);
  }, []);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (!found[field]) {
          found[field] =
            issue.message === 'tooLong'
              ? t('validation.tooLong', { max: CONTACT_LIMITS[field] })
              : t(`validation.${issue.message}`);
        }
      }
      setErrors(found);
      setStatus('idle');
      const first = FIELDS.find((f) => found[f]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await sendContact(parsed.data, honeypot, lang);
      setValues(EMPTY);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  }

  const label = (field: Field, required: boolean) => (
    <label htmlFor={`contact-${field}`} className="block font-medium text-slate-800">
      {t(`form.${field}`)}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className="font-normal text-slate-600"> {t('form.optional')}</span>
      )}
    </label>
  );
  const describe = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] && (
      <p id={`contact-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    );

  const sending = status === 'sending';
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <p className="text-sm text-slate-600">{t('form.requiredNote')}</p>
      <div>
        {label('fullName', true)}
        <input
          id="contact-fullName"
          name="fullName"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.fullName}
          value={values.fullName}
          onChange={change('fullName')}
          className={`${inputClass} min-h-12`}
          {...describe('fullName')}
        />
        {error('fullName')}
      </div>
      <div>
        {label('email', true)}
        <input
          id="contact-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={change('email')}
          className={`${inputClass} min-h-12`}
          {...describe('email')}
        />
        {error('email')}
      </div>
      <div>
        {label('company', false)}
        <input
          id="contact-company"
          name="company"
          type="text"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          value={values.company}
          onChange={change('company')}
          className={`${inputClass} min-h-12`}
          {...describe('company')}
        />
        {error('company')}
      </div>
      <div>
        {label('message', true)}
        <TextArea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={change('message')}
          className="mt-1"
          {...describe('message')}
        />
        {error('message')}
      </div>
      {/* Honeypot: out of sight, out of the tab order and of assistive technology; only bots fill it. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <div aria-live="polite" role="status">
        {status === 'success' && (
          <p className="rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-900 ring-1 ring-brand-700/30">
            {t('form.success')}
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {status === 'error' && (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-700/30">
            {t('form.error')}
          </p>
        )}
      </div>
      <Button variant="primary" size="lg" type="submit" disabled={sending || !ready} className="w-full sm:w-auto">
        {sending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
