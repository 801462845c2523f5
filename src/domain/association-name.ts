type Article = 'le' | 'la' | 'les' | "l'";
export type Preposition = 'de' | 'à' | 'chez';

/** Common nouns an association's name may begin with, written without accents, and their article. */
const COMMON_NOUNS: Record<string, Exclude<Article, "l'">> = {
  academie: 'la',
  amicale: 'la',
  amis: 'les',
  association: 'la',
  atelier: 'le',
  centre: 'le',
  cercle: 'le',
  club: 'le',
  collectif: 'le',
  comite: 'le',
  conseil: 'le',
  cooperative: 'la',
  federation: 'la',
  fondation: 'la',
  groupe: 'le',
  institut: 'le',
  ligue: 'la',
  maison: 'la',
  mouvement: 'le',
  reseau: 'le',
  societe: 'la',
  union: 'la',
};

const CONTRACTIONS: Record<Preposition, Partial<Record<Article, string>>> = {
  de: { le: 'du', les: 'des' },
  à: { le: 'au', les: 'aux' },
  chez: {},
};

/** A vowel (accented or not, y included) or an h, taken as mute as it is in most names. */
const startsWithVowelSound = (word: string) => /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(word);

const bareWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The article the name begins with, or takes, and what follows that article. */
function splitArticle(name: string): { article: Article | null; rest: string } {
  const elided = /^l['’]\s*(.+)$/i.exec(name);
  if (elided?.[1]) return { article: "l'", rest: elided[1] };
  const [first = '', ...others] = name.split(/\s+/);
  const word = bareWord(first);
  if ((word === 'le' || word === 'la' || word === 'les') && others.length > 0) {
    return { article: word, rest: others.join(' ') };
  }
  const article = COMMON_NOUNS[word];
  if (!article) return { article: null, rest: name };
  return { article: article !== 'les' && startsWithVowelSound(first) ? "l'" : article, rest: name };
}

/**
 * The association's name after a French preposition, for the mails: « L'équipe de l'Association
 * HDS ». The name is configured as it is written alone ("Association HDS", "Le Club des Anciens").
 *
 * A name that begins with an article keeps it: "Le Club X" → "du Club X", "La X" → "de la X",
 * "Les X" → "des X", "L'X" → "de l'X". A name that begins with one of the common nouns above
 * takes the definite article of its gender: "Association HDS" → "de l'Association HDS", "Club X"
 * → "du Club X", "Fédération X" → "de la Fédération X". Any other name is a proper name and takes
 * none: "de Souvenirs Vivants", "d'Émeraude".
 */
export function withPreposition(preposition: Preposition, associationName: string): string {
  const name = associationName.trim();
  const { article, rest } = splitArticle(name);
  if (article === null) {
    return preposition === 'de' && startsWithVowelSound(name) ? `d'${name}` : `${preposition} ${name}`;
  }
  const contracted = CONTRACTIONS[preposition][article];
  if (contracted) return `${contracted} ${rest}`;
  return article === "l'" ? `${preposition} l'${rest}` : `${preposition} ${article} ${rest}`;
}

/**
 * The association as the subject of a sentence, for the certificate: « L'Association HDS
 * atteste », « Le Club des Anciens atteste », « La Fédération X atteste ». A plural name would
 * not agree with the verb (« Les Amis du Patrimoine atteste ») and a proper name reads oddly
 * alone: both follow « L'association », as a title: « L'association Les Amis du Patrimoine
 * atteste », « L'association Souvenirs Vivants atteste ».
 */
export function asSentenceSubject(associationName: string): string {
  const name = associationName.trim();
  const { article, rest } = splitArticle(name);
  if (article === null || article === 'les') return `L'association ${name}`;
  if (article === "l'") return `L'${rest}`;
  return `${article === 'le' ? 'Le' : 'La'} ${rest}`;
}
