import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { VOCABULARY, VOCABULARY_NAMESPACE } from '@ecopeso/shared/vocabulary';
import { wordsFrom, type Words } from '@ecopeso/shared/words';
import en from './locales/en/reports.json' with { type: 'json' };
import es from './locales/es/reports.json' with { type: 'json' };
import pt from './locales/pt/reports.json' with { type: 'json' };
import emailsEn from './locales/en/emails.json' with { type: 'json' };
import emailsEs from './locales/es/emails.json' with { type: 'json' };
import emailsPt from './locales/pt/emails.json' with { type: 'json' };
import documentsEn from './locales/en/documents.json' with { type: 'json' };
import documentsEs from './locales/es/documents.json' with { type: 'json' };
import documentsPt from './locales/pt/documents.json' with { type: 'json' };
import mtrEn from './locales/en/mtr.json' with { type: 'json' };
import mtrEs from './locales/es/mtr.json' with { type: 'json' };
import mtrPt from './locales/pt/mtr.json' with { type: 'json' };

/** Sentences of the PDF reports (the web app never shows them); their words for things come from the vocabulary. */
export type ReportTexts = typeof pt;
export const REPORTS_NAMESPACE = 'reports';
export const REPORT_TEXTS: Record<Language, ReportTexts> = { pt, en, es };
/** The e-mails we send people (invitations, set-password and reset links): `t('emails:invite.subject', …)`. */
export const EMAILS_NAMESPACE = 'emails';
const EMAIL_TEXTS: Record<Language, typeof emailsPt> = { pt: emailsPt, en: emailsEn, es: emailsEs };
/** Documentação: upload refusals and the names inside an auditor's ZIP: `t('documents:errors.notPdf')`. */
export const DOCUMENTS_NAMESPACE = 'documents';
export const DOCUMENT_TEXTS: Record<Language, typeof documentsPt> = {
  pt: documentsPt,
  en: documentsEn,
  es: documentsEs,
};
/** MTR files the server writes (the DMR helper's CSV and PDF): `t('mtr:dmr.title')`. */
export const MTR_NAMESPACE = 'mtr';
const MTR_TEXTS: Record<Language, typeof mtrPt> = { pt: mtrPt, en: mtrEn, es: mtrEs };

// One instance for the whole process, separate from any other i18next use; the catalogues are bundled, so it is
// ready when init returns (initAsync: false) and a translator never waits.
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        [VOCABULARY_NAMESPACE]: VOCABULARY[lang],
        [REPORTS_NAMESPACE]: REPORT_TEXTS[lang],
        [EMAILS_NAMESPACE]: EMAIL_TEXTS[lang],
        [DOCUMENTS_NAMESPACE]: DOCUMENT_TEXTS[lang],
        [MTR_NAMESPACE]: MTR_TEXTS[lang],
      },
    ]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [VOCABULARY_NAMESPACE, REPORTS_NAMESPACE, EMAILS_NAMESPACE, DOCUMENTS_NAMESPACE, MTR_NAMESPACE],
  defaultNS: VOCABULARY_NAMESPACE,
  // CSV and PDF are not HTML; an HTML e-mail escapes what it interpolates when it renders the template.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The server's `t` for one language, over the same catalogues the web app reads: `t('wasteTypes.organico')`,
 * `t('reports:page', { n, total })`. For e-mails, files and any other text a person reads that the server writes.
 */
export function translatorFor(lang: Language): TFunction {
  return i18n.getFixedT(lang);
}

/** The words of the vocabulary for one language, read through that language's translator. */
export function wordsFor(lang: Language): Words {
  const t = translatorFor(lang);
  return wordsFrom((key) => t(key));
}
