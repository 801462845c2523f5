/**
 * Why a proxy is refused. Each message names the member concerned, so that the giver knows what
 * to change; the server answers them on the field `procuration_user_id`.
 */
type Person = { prenom: string; nom: string };
const nameOf = (person: Person) => `${person.prenom} ${person.nom}`;

export const PROXY_RULES = {
  none: "Les statuts n'admettent pas de procuration à l'assemblée générale",
  /** `reason`: who votes, by the association's rule. */
  giverHasNoVote: (reason: string) => `Vous n'avez pas de voix à cette assemblée. ${reason}`,
  holderHasNoVote: (holder: Person) =>
    `${nameOf(holder)} n'a pas de voix à cette assemblée : choisissez un membre qui vote`,
  holderGaveProxy: (holder: Person) =>
    `${nameOf(holder)} a donné sa propre procuration : une procuration ne se transmet pas`,
  giverHoldsProxies: 'Vous détenez des procurations : vous ne pouvez pas donner la vôtre',
  holderFull: (holder: Person, max: number) =>
    `${nameOf(holder)} détient déjà ${max} procuration${max > 1 ? 's' : ''}, le maximum par membre`,
} as const;
