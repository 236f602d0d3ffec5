import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '@ecopeso/shared/contact';
import { Button } from '@/components/ui/button';
import { Form, FormTextAreaField, FormTextField } from '@/components/ui/form';
import { useContactForm } from '../hooks/use-contact-form';

/** A field's id (the page's anchors and tests name it), name and the longest text the server takes. */
const field = (name: keyof typeof CONTACT_LIMITS) => ({ id: `contact-${name}`, name, maxLength: CONTACT_LIMITS[name] });

/** Spec §2/§4 contact form: idle, sending, success (form cleared, message) or error (text kept, message). */
export function ContactForm() {
  const { t } = useTranslation('site-contact');
  const { form, element, status, ready, submit, refused } = useContactForm();
  const sending = status === 'sending';
  return (
    <Form
      form={form}
      ref={element}
      onSubmit={submit}
      onInvalid={refused}
      aria-label={t('form.label')}
      className="relative space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <p className="text-sm text-slate-600">{t('form.requiredNote')}</p>
      <FormTextField {...field('fullName')} label={t('form.fullName')} required autoComplete="name" />
      <FormTextField
        {...field('email')}
        label={t('form.email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <FormTextField
        {...field('company')}
        label={
          <>
            {t('form.company')}
            <span className="font-normal text-slate-600"> {t('form.optional')}</span>
          </>
        }
        autoComplete="organization"
      />
      <FormTextAreaField {...field('message')} label={t('form.message')} required rows={6} />
      {/* Honeypot: out of sight, out of the tab order and of assistive technology; only bots fill it. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
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
    </Form>
  );
}
