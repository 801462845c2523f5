import { AG_RULES, type AgStatus } from './assemblies.ts';
import { estimatedPageSchema, pageQuerySchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/**
 * The assembly's day: it is opened, then closed, never the other way. A terminated assembly is
 * final (its votes and minutes stand), and one being held cannot go back to "to come": the
 * members' presences and votes already given on the day would lose their meaning.
 */
export const DAY_RULES = {
  final: AG_RULES.finished,
  noBackToComing: 'Une assemblée en cours ne peut pas revenir à « À venir »',
  openFirst: "Ouvrez l'assemblée avant de la clore",
  notComing: 'Seule une assemblée à venir peut être ouverte',
  signInClosed: "La feuille d'émargement ne se remplit que pendant l'assemblée (statut « En cours »)",
  notVoter: "Ce membre n'a pas de voix à cette assemblée",
} as const;

export type AssemblyTransition = 'open' | 'close' | 'none';

/** What changing an assembly's status means: opening it, closing it, nothing, or a refusal. */
export function planAssemblyTransition(
  from: AgStatus,
  to: AgStatus,
): { transition: AssemblyTransition } | { refusal: string } {
  if (from === to) return { transition: 'none' };
  if (from === 'terminee') return { refusal: DAY_RULES.final };
  if (from === 'en_cours')
    return to === 'terminee' ? { transition: 'close' } : { refusal: DAY_RULES.noBackToComing };
  return to === 'en_cours' ? { transition: 'open' } : { refusal: DAY_RULES.openFirst };
}

/** The administrator opens an assembly to come, and closes one being held. */
export const canOpenAssembly = (assembly: { status: AgStatus }) => assembly.status === 'a_venir';
export const canCloseAssembly = (assembly: { status: AgStatus }) => assembly.status === 'en_cours';
/** The sign-in sheet is filled on the day only. */
export const canSignIn = (assembly: { status: AgStatus }) => assembly.status === 'en_cours';

export const figuresSchema = z.object({
  voters: z.number(),
  present: z.number(),
  represented: z.number(),
  quorum_percent: z.number(),
  quorum_required: z.number(),
  quorum_reached: z.boolean(),
});

/** The sign-in sheet's search over the members with a vote, by name or email. */
export const signInQuerySchema = pageQuerySchema.extend({ search: searchSchema });
export type SignInQuery = z.output<typeof signInQuerySchema>;

const signInRowSchema = z.object({
  user_id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  /** Said by the member beforehand ("Je serai présent(e)"). */
  announced: z.boolean(),
  /** Signed in on the day: present, and when. */
  signed_in_at: z.string().nullable(),
  /** 'Prénom Nom' of the member holding this member's proxy. */
  proxy_to: z.string().nullable(),
  /** 'Prénom Nom' of each member whose proxy this member holds. */
  proxies_held: z.array(z.string()),
});
export type SignInRow = z.infer<typeof signInRowSchema>;
/** Every member with a vote: past a bound, the total is estimated rather than counted. */
export const signInPageSchema = estimatedPageSchema(signInRowSchema);
export type SignInPage = z.infer<typeof signInPageSchema>;

export const signInInputSchema = z.object({
  present: z.boolean({ error: 'Indiquez si le membre est présent' }),
});
export type SignInInput = z.infer<typeof signInInputSchema>;
