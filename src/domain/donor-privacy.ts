import { pageQuerySchema, pageSchema, searchSchema } from './paging-schemas.ts';
import { z } from './zod.ts';

/** What an erased donor reads everywhere their gifts and receipts are still listed. */
export const ERASED_DONOR = { prenom: 'Donateur', nom: 'effacé' } as const;

/** `GET /api/admin/donors`: the donors who are not members, searched by name or email. */
export const donorsQuerySchema = pageQuerySchema.extend({ search: searchSchema });
export type DonorsQuery = z.output<typeof donorsQuerySchema>;

const nonMemberDonorSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  ville: z.string().nullable(),
  /** Their gifts, in money and in kind. */
  donations: z.number(),
  amount: z.number(),
  erased_at: z.string().nullable(),
});
export type NonMemberDonor = z.infer<typeof nonMemberDonorSchema>;

export const nonMemberDonorsPageSchema = pageSchema(nonMemberDonorSchema);

/** Everything the association holds about one donor (RGPD art. 15 and 20), in French keys like a member's export. */
export const donorDataSchema = z.object({
  donateur: z.object({
    prenom: z.string(),
    nom: z.string(),
    email: z.string().nullable(),
    adresse: z.string().nullable(),
    code_postal: z.string().nullable(),
    ville: z.string().nullable(),
    connu_depuis: z.string(),
    efface_le: z.string().nullable(),
  }),
  dons: z.array(
    z.object({
      date: z.string(),
      montant: z.number(),
      nature: z.string(),
      mode_paiement: z.string().nullable(),
      description_en_nature: z.string().nullable(),
      recu_souhaite: z.boolean(),
      reference_paiement: z.string().nullable(),
      recu: z.string().nullable(),
      enregistre_le: z.string(),
    }),
  ),
  recus_fiscaux: z.array(
    z.object({
      numero: z.string(),
      montant: z.number(),
      premier_jour: z.string(),
      dernier_jour: z.string(),
      emis_le: z.string(),
      annule_le: z.string().nullable(),
      motif_annulation: z.string().nullable(),
      donateur_au_recu: z.object({
        prenom: z.string(),
        nom: z.string(),
        adresse: z.string(),
        code_postal: z.string(),
        ville: z.string(),
      }),
    }),
  ),
});
export type DonorData = z.infer<typeof donorDataSchema>;

export const DONOR_ERASED_ALREADY = 'Ce donateur a déjà été effacé';
