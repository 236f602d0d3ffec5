import { expect, type Locator, type Page } from '@playwright/test';

/** The public site's pages and the texts a visitor sees on them, written out here rather than imported from the app. */

export type Lang = 'pt' | 'en' | 'es';
export const LANGS: readonly Lang[] = ['pt', 'en', 'es'];

export const PREFIX: Record<Lang, string> = { pt: '', en: '/en', es: '/es' };
export const HTML_LANG: Record<Lang, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** '/produto' in a language: '/en/produto'; the home page is '/', '/en/', '/es/'. */
export const localized = (lang: Lang, path: string) => (path === '/' ? `${PREFIX[lang]}/` : `${PREFIX[lang]}${path}`);

export interface SitePageCase {
  path: string;
  title: Record<Lang, string>;
  heading: Record<Lang, string>;
}

export const SITE_PAGE_CASES: readonly SitePageCase[] = [
  {
    path: '/',
    title: {
      pt: 'Ecopeso — gestão de resíduos para hotéis e restaurantes',
      en: 'Ecopeso — waste management for hotels and restaurants',
      es: 'Ecopeso — gestión de residuos para hoteles y restaurantes',
    },
    heading: {
      pt: 'Pese, registre e reduza os resíduos da sua operação',
      en: 'Weigh, record and reduce the waste of your operation',
      es: 'Pese, registre y reduzca los residuos de su operación',
    },
  },
  {
    path: '/produto',
    title: { pt: 'O Produto | Ecopeso', en: 'The Product | Ecopeso', es: 'El Producto | Ecopeso' },
    heading: {
      pt: 'Tudo o que a sua operação precisa para medir e reduzir resíduos',
      en: 'Everything your operation needs to measure and reduce waste',
      es: 'Todo lo que su operación necesita para medir y reducir residuos',
    },
  },
  {
    path: '/sobre',
    title: { pt: 'Sobre Nós | Ecopeso', en: 'About Us | Ecopeso', es: 'Sobre Nosotros | Ecopeso' },
    heading: { pt: 'Medir para reduzir', en: 'Measure to reduce', es: 'Medir para reducir' },
  },
  {
    path: '/contato',
    title: { pt: 'Contato | Ecopeso', en: 'Contact | Ecopeso', es: 'Contacto | Ecopeso' },
    heading: { pt: 'Fale com a gente', en: 'Talk to us', es: 'Hable con nosotros' },
  },
  {
    path: '/privacidade',
    title: {
      pt: 'Política de Privacidade | Ecopeso',
      en: 'Privacy Policy | Ecopeso',
      es: 'Política de Privacidad | Ecopeso',
    },
    heading: { pt: 'Política de Privacidade', en: 'Privacy Policy', es: 'Política de Privacidad' },
  },
  {
    path: '/termos',
    title: { pt: 'Termos de Uso | Ecopeso', en: 'Terms of Use | Ecopeso', es: 'Términos de Uso | Ecopeso' },
    heading: { pt: 'Termos de Uso', en: 'Terms of Use', es: 'Términos de Uso' },
  },
];

/** Spec §2 navigation, and the footer's links. */
export const NAV: Record<
  Lang,
  { label: string; links: string[]; login: string; footer: string; footerLinks: string[] }
> = {
  pt: {
    label: 'Navegação do site',
    links: ['Início', 'O Produto', 'Sobre Nós', 'Contato'],
    login: 'Acessar Sistema',
    footer: 'Links do rodapé',
    footerLinks: ['Início', 'Produto', 'Contato', 'Privacidade', 'Termos'],
  },
  en: {
    label: 'Site navigation',
    links: ['Home', 'The Product', 'About Us', 'Contact'],
    login: 'Access System',
    footer: 'Footer links',
    footerLinks: ['Home', 'Product', 'Contact', 'Privacy', 'Terms'],
  },
  es: {
    label: 'Navegación del sitio',
    links: ['Inicio', 'El Producto', 'Sobre Nosotros', 'Contacto'],
    login: 'Acceder al Sistema',
    footer: 'Enlaces del pie de página',
    footerLinks: ['Inicio', 'Producto', 'Contacto', 'Privacidad', 'Términos'],
  },
};

/** Expects the header's navigation in `lang`, its links and its sign-in link; returns the navigation. */
export async function expectSiteNavigation(page: Page, lang: Lang): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: NAV[lang].label });
  for (const name of NAV[lang].links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: NAV[lang].login, exact: true })).toBeVisible();
  return nav;
}

/** The contact form's labels and spec §8 messages (English verbatim; Portuguese and Spanish translated). */
export const CONTACT: Record<
  Lang,
  {
    fullName: string;
    email: string;
    company: string;
    message: string;
    send: string;
    sending: string;
    success: string;
    error: string;
    nameRequired: string;
    emailInvalid: string;
    messageRequired: string;
  }
> = {
  pt: {
    fullName: 'Nome completo',
    email: 'E-mail',
    company: 'Empresa (opcional)',
    message: 'Mensagem',
    send: 'Enviar mensagem',
    sending: 'Enviando...',
    success: 'Mensagem enviada com sucesso! Agradecemos o seu contato.',
    error: 'Ocorreu um erro ao enviar a sua mensagem. Tente novamente mais tarde.',
    nameRequired: 'Informe o seu nome.',
    emailInvalid: 'Informe um e-mail válido.',
    messageRequired: 'Escreva a sua mensagem.',
  },
  en: {
    fullName: 'Full name',
    email: 'E-mail',
    company: 'Company (optional)',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending...',
    success: 'Message sent successfully! We appreciate your contact.',
    error: 'An error occurred while sending your message. Please try again later.',
    nameRequired: 'Please enter your name.',
    emailInvalid: 'Please enter a valid e-mail address.',
    messageRequired: 'Please write your message.',
  },
  es: {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    company: 'Empresa (opcional)',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    success: '¡Mensaje enviado con éxito! Agradecemos su contacto.',
    error: 'Se produjo un error al enviar su mensaje. Inténtelo de nuevo más tarde.',
    nameRequired: 'Escriba su nombre.',
    emailInvalid: 'Escriba un correo electrónico válido.',
    messageRequired: 'Escriba su mensaje.',
  },
};

/** The floating chat button's accessible name and the greeting its wa.me link carries (site-config.ts). */
export const CHAT: Record<Lang, { name: string; greeting: string }> = {
  pt: {
    name: 'Conversar com a Ecopeso no WhatsApp (abre em nova aba)',
    greeting: 'Olá! Vim pelo site e gostaria de saber mais sobre o Ecopeso.',
  },
  en: {
    name: 'Chat with Ecopeso on WhatsApp (opens in a new tab)',
    greeting: 'Hello! I found you on your website and would like to know more about Ecopeso.',
  },
  es: {
    name: 'Conversar con Ecopeso por WhatsApp (se abre en una pestaña nueva)',
    greeting: '¡Hola! Vengo del sitio web y me gustaría saber más sobre Ecopeso.',
  },
};
export const CHAT_NUMBER = '5511000000000';
