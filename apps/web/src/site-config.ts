import type { Language } from '@ecopeso/shared/languages';

/** A text the operator writes once per language. */
export type LocalizedText = Record<Language, string>;

export interface TeamMember {
  name: LocalizedText;
  title: LocalizedText;
  bio: LocalizedText;
  /** Path of a square image under apps/web/public (at least 192 × 192). */
  photo: string;
}

export interface SocialLink {
  network: 'instagram' | 'linkedin' | 'youtube';
  label: string;
  url: string;
}

export interface SiteConfig {
  siteUrl: string;
  email: string;
  phone: { display: string; tel: string };
  chat: { number: string; greeting: LocalizedText };
  social: SocialLink[];
}

/**
 * Everything about the company that the public site shows and that the operator replaces before going live.
 * EVERY VALUE BELOW IS AN EXAMPLE: the e-mail, phone and chat number are reserved example values, the social
 * links point to no real account, and the team entries are placeholders, not people.
 */
export const siteConfig: SiteConfig = {
  /** Origin of canonical links, hreflang alternates, Open Graph URLs and the sitemap. `SITE_URL` overrides it at build. */
  siteUrl: 'https://www.ecopeso.example',
  email: 'contato@example.com',
  phone: { display: '+55 11 0000-0000', tel: '+551100000000' },
  /** The chat-link button: a WhatsApp number in international form (digits only) and its prefilled greeting. */
  chat: {
    number: '5511000000000',
    greeting: {
      pt: 'Olá! Vim pelo site e gostaria de saber mais sobre o Ecopeso.',
      en: 'Hello! I found you on your website and would like to know more about Ecopeso.',
      es: '¡Hola! Vengo del sitio web y me gustaría saber más sobre Ecopeso.',
    },
  },
  social: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ecopeso.example' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/ecopeso-example' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@ecopeso-example' },
  ],
};

/** The company behind the site, as the privacy and terms pages name it. EXAMPLE VALUES. */
export const company = {
  legalName: 'Razão social a definir',
  taxId: 'CNPJ 00.000.000/0000-00',
  /** The court district (foro) of the terms. */
  city: 'São Paulo/SP',
  privacyEmail: 'privacidade@example.com',
  /** Date of the privacy and terms texts in force (YYYY-MM-DD). */
  legalUpdatedAt: '2026-11-22',
};

/** The founders on the About page. PLACEHOLDERS, not people: replace them with the real team. */
export const team: TeamMember[] = [
  {
    name: {
      pt: 'Fundador(a) — nome a definir',
      en: 'Founder — name to be announced',
      es: 'Fundador(a) — nombre por definir',
    },
    title: { pt: 'Cofundador(a) e CEO', en: 'Co-founder and CEO', es: 'Cofundador(a) y CEO' },
    bio: {
      pt: 'Conduz a estratégia e as parcerias com redes de hotéis e restaurantes. Texto de exemplo, a substituir pela biografia real.',
      en: 'Leads strategy and partnerships with hotel and restaurant groups. Example text, to be replaced with the real biography.',
      es: 'Dirige la estrategia y las alianzas con cadenas de hoteles y restaurantes. Texto de ejemplo, a sustituir por la biografía real.',
    },
    photo: '/team/avatar-placeholder.svg',
  },
  {
    name: {
      pt: 'Fundador(a) — nome a definir',
      en: 'Founder — name to be announced',
      es: 'Fundador(a) — nombre por definir',
    },
    title: { pt: 'Cofundador(a) e CTO', en: 'Co-founder and CTO', es: 'Cofundador(a) y CTO' },
    bio: {
      pt: 'Responde pelo produto e pela tecnologia, do registro offline aos relatórios. Texto de exemplo, a substituir pela biografia real.',
      en: 'Responsible for product and technology, from offline entry to reports. Example text, to be replaced with the real biography.',
      es: 'Responsable del producto y la tecnología, del registro sin conexión a los informes. Texto de ejemplo, a sustituir por la biografía real.',
    },
    photo: '/team/avatar-placeholder.svg',
  },
  {
    name: {
      pt: 'Fundador(a) — nome a definir',
      en: 'Founder — name to be announced',
      es: 'Fundador(a) — nombre por definir',
    },
    title: {
      pt: 'Cofundador(a), sustentabilidade',
      en: 'Co-founder, sustainability',
      es: 'Cofundador(a), sostenibilidad',
    },
    bio: {
      pt: 'Acompanha os clientes na gestão de resíduos, nas metas de Lixo Zero e na documentação legal. Texto de exemplo, a substituir pela biografia real.',
      en: 'Guides clients through waste management, Zero Waste goals and legal paperwork. Example text, to be replaced with the real biography.',
      es: 'Acompaña a los clientes en la gestión de residuos, las metas Basura Cero y la documentación legal. Texto de ejemplo, a sustituir por la biografía real.',
    },
    photo: '/team/avatar-placeholder.svg',
  },
];

/** The chat-link button's target: wa.me with the greeting of the page's language, URL-encoded. */
export function chatLink(lang: Language): string {
  return `https://wa.me/${siteConfig.chat.number}?text=${encodeURIComponent(siteConfig.chat.greeting[lang])}`;
}
