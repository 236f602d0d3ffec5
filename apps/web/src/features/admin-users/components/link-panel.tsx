import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { PasswordLink } from '@ecopeso/shared/users';
import { formatDateTime } from '@ecopeso/shared/dates';
import { languageOf } from '@ecopeso/shared/languages';
import { Button } from '@/components/ui/button';

/**
 * A set-password link, shown once: the text to select, a copy button, a QR code that a kitchen tablet's camera
 * opens (drawn in the browser: the link never leaves the page), and whether it was e-mailed.
 */
export function LinkPanel({ link, email }: { link: PasswordLink; email: string }) {
  const { t, i18n } = useTranslation('admin-users');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const expires = formatDateTime(link.expiresAt, languageOf(i18n.language), undefined, 'long');
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <section aria-labelledby="link-title" className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-700/20">
      <h3 id="link-title" className="font-semibold text-brand-900">
        {t('link.title')}
      </h3>
      <p className="text-slate-800">{t('link.once', { expires })}</p>
      <p className="text-slate-800">{link.emailed ? t('link.emailed', { email }) : t('link.notEmailed')}</p>
      <label className="block text-sm font-medium text-slate-800" htmlFor="password-link">
        {t('link.label')}
      </label>
      <input
        id="password-link"
        readOnly
        value={link.url}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <QRCodeSVG
        value={link.url}
        size={176}
        marginSize={2}
        role="img"
        aria-label={t('link.qr')}
        title={t('link.qr')}
        className="rounded-lg bg-white"
      />
      <div className="flex items-center gap-3">
        <Button variant="primary" onClick={() => void copy()}>
          {t('link.copy')}
        </Button>
        <span role="status" className="text-sm text-slate-800">
          {copied === 'yes' ? t('link.copied') : copied === 'failed' ? t('link.copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}
