/**
 * « de » before a name, elided before a vowel as French writes it: « Foyer d’Élodie », « Emprunt
 * d’un vidéoprojecteur », « Saison d’août », but « Foyer de Marc ». A sentence built around a
 * name takes it from here, never from `de ${name}`.
 */
export function deOrElision(name: string): string {
  const first = name.trimStart().normalize('NFD').charAt(0);
  return /[aeiouy]/i.test(first) ? `d’${name.trimStart()}` : `de ${name}`;
}
