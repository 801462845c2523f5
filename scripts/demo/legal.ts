import { eq } from 'drizzle-orm';
import type { LegalType } from '../../src/domain/legal.ts';
import { legalInfos } from '../../src/server/db/schema.ts';
import type { DemoContext } from './demo-context.ts';

const texts: Record<LegalType, string> = {
  CGV: "Conditions générales de vente\n\nL'adhésion annuelle est de 7,50 €, payable en ligne par carte bancaire.\nElle est valable un an à compter de son paiement.",
  CGU: "Conditions générales d'utilisation\n\nL'espace membre est réservé aux adhérents à jour de cotisation.",
  'Mentions Légales':
    "Association loi 1901.\nSiège : 1 place de la Mairie, 69000 Lyon.\nDirectrice de la publication : la présidente de l'association.",
  'Politique de Confidentialité':
    "Vos données servent uniquement à la gestion de votre adhésion. Elles ne sont jamais cédées.\nVous pouvez en demander la copie ou la suppression au bureau de l'association.",
};

export async function seedLegal({ tx, admin }: DemoContext) {
  for (const [type, contenu] of Object.entries(texts) as [LegalType, string][]) {
    await tx
      .update(legalInfos)
      .set({ contenu, updated_by: admin.id, updated_at: new Date() })
      .where(eq(legalInfos.type, type));
  }
}
