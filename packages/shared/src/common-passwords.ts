/**
 * Passwords too easy to guess, however long: words and patterns people reach for first, written for this product
 * (Portuguese, English and Spanish words, the product's own name, keyboard rows, counting). A password is refused
 * when, lower-cased and with accents, digits and symbols at its ends taken off, it is one of these words, a run
 * of one character, or a run of a keyboard row or of counting.
 */
const WORDS = [
  'password',
  'senha',
  'contrasena',
  'contraseña',
  'admin',
  'administrador',
  'administrator',
  'root',
  'master',
  'gerente',
  'operacional',
  'usuario',
  'user',
  'login',
  'welcome',
  'bemvindo',
  'bienvenido',
  'ecopeso',
  'ecopesoapp',
  'hotel',
  'pousada',
  'restaurante',
  'restaurant',
  'cozinha',
  'kitchen',
  'cocina',
  'lixo',
  'residuos',
  'waste',
  'basura',
  'reciclagem',
  'recycling',
  'brasil',
  'brazil',
  'saopaulo',
  'riodejaneiro',
  'flamengo',
  'corinthians',
  'palmeiras',
  'santos',
  'gremio',
  'cruzeiro',
  'vasco',
  'botafogo',
  'futebol',
  'football',
  'soccer',
  'baseball',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'iloveyou',
  'teamo',
  'amor',
  'amorzinho',
  'saudade',
  'jesus',
  'deus',
  'deusefiel',
  'familia',
  'family',
  'trocar',
  'mudar',
  'changeme',
  'mudarsenha',
  'trocarsenha',
  'secret',
  'segredo',
  'secreto',
  'letmein',
  'trustno',
  'whatever',
  'shadow',
  'superman',
  'batman',
  'starwars',
  'pokemon',
  'minecraft',
  'computer',
  'internet',
  'qwerty',
  'azerty',
  'asdfgh',
  'zxcvbn',
  'abcdef',
  'abc',
  'passw',
  'passwd',
  'pass',
  'temp',
  'temporaria',
  'teste',
  'test',
  'testing',
  'prueba',
  'default',
  'guest',
  'visitante',
  'hello',
  'ola',
  'hola',
  'verao',
  'inverno',
  'summer',
  'winter',
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
  'january',
  'december',
  'enero',
  'diciembre',
];

const COMMON = new Set(WORDS);
const SEQUENCES = [
  '0123456789012345678901234567890',
  '9876543210987654321098765432109',
  'abcdefghijklmnopqrstuvwxyz',
  'zyxwvutsrqponmlkjihgfedcba',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm',
  'qazwsxedcrfvtgbyhnujmikolp',
  'mnbvcxzlkjhgfdsapoiuytrewq',
];

const normalise = (password: string) =>
  password
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** True when the password is a common word (with digits or symbols around it), one repeated character, or a run of counting or of a keyboard row. */
export function isCommonPassword(password: string): boolean {
  const p = normalise(password);
  if (/^(.)\1*$/.test(p)) return true;
  // "abcabcabc", "12341234": a short piece repeated.
  if (/^(.{1,4})\1+$/.test(p)) return true;
  if (SEQUENCES.some((s) => s.includes(p))) return true;
  const core = p.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core === '') return true;
  if (COMMON.has(core)) return true;
  // "senha123senha", "admin@admin": a common word twice around digits or symbols.
  const words = core.split(/[^a-z]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => COMMON.has(w) || SEQUENCES.some((s) => w.length >= 3 && s.includes(w)));
}
