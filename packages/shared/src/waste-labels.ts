import type { Language } from './languages.ts';
import type { SubType, WasteType } from './waste.ts';

/** Names of waste types and sub-types for server-made documents (CSV, PDF); the web app has its own catalogues. */
export const WASTE_TYPE_LABELS: Record<Language, Record<WasteType, string>> = {
  pt: { reciclavel: 'Reciclável', organico: 'Orgânico', rejeito: 'Rejeito', compostavel: 'Compostável' },
  en: { reciclavel: 'Recyclable', organico: 'Organic', rejeito: 'Landfill waste', compostavel: 'Compostable' },
  es: { reciclavel: 'Reciclable', organico: 'Orgánico', rejeito: 'Rechazo', compostavel: 'Compostable' },
};

export const SUBTYPE_LABELS: Record<Language, Record<SubType, string>> = {
  pt: {
    paper: 'Papel',
    plastic: 'Plástico',
    glass: 'Vidro',
    metal: 'Metal',
    cardboard: 'Papelão',
    wood: 'Madeira',
    hazardous: 'Perigoso',
    batteries: 'Pilhas e baterias',
    electronics: 'Eletrônicos',
    pre_service: 'Pré-preparo',
    post_service: 'Sobras de prato e buffet',
    cooking_oil: 'Óleo de cozinha',
  },
  en: {
    paper: 'Paper',
    plastic: 'Plastic',
    glass: 'Glass',
    metal: 'Metal',
    cardboard: 'Cardboard',
    wood: 'Wood',
    hazardous: 'Hazardous',
    batteries: 'Batteries',
    electronics: 'Electronics',
    pre_service: 'Pre-service (kitchen prep)',
    post_service: 'Post-service (plate and buffet)',
    cooking_oil: 'Cooking oil',
  },
  es: {
    paper: 'Papel',
    plastic: 'Plástico',
    glass: 'Vidrio',
    metal: 'Metal',
    cardboard: 'Cartón',
    wood: 'Madera',
    hazardous: 'Peligroso',
    batteries: 'Pilas y baterías',
    electronics: 'Electrónicos',
    pre_service: 'Preelaboración',
    post_service: 'Sobras de plato y bufé',
    cooking_oil: 'Aceite de cocina',
  },
};

/** What a record with no area is called (spec §3: 'Geral' / 'Not specified'). */
export const NO_AREA_LABEL: Record<Language, string> = { pt: 'Geral', en: 'Not specified', es: 'General' };

export const CSV_HEADERS: Record<Language, string[]> = {
  pt: ['Data', 'Hora', 'Área', 'Tipo', 'Subtipo', 'Peso (kg)', 'Usuário'],
  en: ['Date', 'Time', 'Area', 'Type', 'Sub-type', 'Weight (kg)', 'User'],
  es: ['Fecha', 'Hora', 'Área', 'Tipo', 'Subtipo', 'Peso (kg)', 'Usuario'],
};
