import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useLanguage } from '@/lib/language';

/**
 * The glossary terms other screens link to. Each has a name and a one-line tip in the glossary catalogue
 * (locales/<lang>/glossary.json, `links.<id>`); a unit test checks every one is a term of the glossary.
 */
export const GLOSSARY_LINK_TERMS = [
  'taxa-desvio-aterro',
  'co2e',
  'fator-emissao',
  'emissoes-evitadas',
  'destino-estimado',
  'hierarquia-residuos',
  'economia-circular',
  'mtr',
  'cdf',
  'dmr',
  'nbr-10004',
  'codigo-ibama',
] as const;
export type GlossaryLinkTerm = (typeof GLOSSARY_LINK_TERMS)[number];

/** Where a term's entry is: the glossary page with the term's slug as the fragment. */
export function glossaryHref(prefix: string, term: GlossaryLinkTerm): string {
  return `${prefix}/app/glossario#${term}`;
}

/**
 * A link to a term's glossary entry with a short tip on hover and keyboard focus. With children, the children are
 * the link; without, a small "?" icon whose accessible name says which term it explains.
 */
export function GlossaryLink({ term, children }: { term: GlossaryLinkTerm; children?: ReactNode }) {
  const { t, ready } = useTranslation('glossary', { useSuspense: false });
  const { prefix } = useLanguage();
  const name = ready ? t(`links.${term}.name`) : term;
  const tip = ready ? t(`links.${term}.tip`) : '';
  const link = children ? (
    <Link
      to={glossaryHref(prefix, term)}
      className="underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </Link>
  ) : (
    <Link
      to={glossaryHref(prefix, term)}
      aria-label={ready ? t('links.about', { term: name }) : name}
      className="inline-flex h-6 w-6 items-center justify-center rounded-full border border-slate-400 align-middle text-xs font-bold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">?</span>
    </Link>
  );
  return (
    <TooltipTrigger delay={300}>
      <Focusable>{link}</Focusable>
      <Tooltip
        offset={6}
        className="max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg"
      >
        {tip}
      </Tooltip>
    </TooltipTrigger>
  );
}
