import { eq } from 'drizzle-orm';
import { documentLink } from '../../src/domain/documents.ts';
import {
  assembleesGenerales,
  documents,
  messageOptOuts,
  messageRecipients,
  messages,
} from '../../src/server/db/schema.ts';
import { messageText, sanitizeMessageHtml } from '../../src/server/features/messages/sanitize.ts';
import { type DemoContext, type DemoPerson, dateDaysFromNow } from './demo-context.ts';

/** What a sent message's rows say about one member: delivered (maybe read), or refused by their server. */
type Delivery = { person: DemoPerson; readDaysAgo?: number; failure?: string };

async function insertMessage(
  demo: DemoContext,
  values: Omit<typeof messages.$inferInsert, 'body_text' | 'created_by'>,
  deliveries: Delivery[] = [],
) {
  // Stored as the composer's routes store it: sanitised, with its plain-text part.
  const html = sanitizeMessageHtml(values.body_html);
  const [message] = await demo.tx
    .insert(messages)
    .values({ ...values, body_html: html, body_text: messageText(html), created_by: demo.admin.id })
    .returning({ id: messages.id });
  if (!message) throw new Error(`demo message not created: ${values.subject}`);
  const sentAt = values.sent_at ?? new Date();
  if (deliveries.length > 0) {
    await demo.tx.insert(messageRecipients).values(
      deliveries.map(({ person, readDaysAgo, failure }) => ({
        message_id: message.id,
        user_id: person.id,
        email: person.email,
        attempts: failure ? 5 : 1,
        next_attempt_at: sentAt,
        created_at: sentAt,
        ...(failure
          ? { status: 'echec' as const, last_error: failure }
          : {
              status: 'envoye' as const,
              sent_at: sentAt,
              read_at: readDaysAgo === undefined ? null : dateDaysFromNow(-readDaysAgo, 20),
            }),
      })),
    );
  }
}

/**
 * The season's news, sent to every member but one who left the news; this year's convocation,
 * one mail of which the member's server refused; and a draft to the lapsed members.
 */
export async function seedMessages(demo: DemoContext) {
  const { tx, admin, members } = demo;
  const [president, tresorier, secretaire, julien, nadia] = members;
  if (!president || !tresorier || !secretaire || !julien || !nadia) throw new Error('demo members missing');
  const [assembly] = await tx
    .select({ id: assembleesGenerales.id })
    .from(assembleesGenerales)
    .where(eq(assembleesGenerales.status, 'a_venir'));
  const [guide] = await tx
    .select({ id: documents.id, nom: documents.nom })
    .from(documents)
    .where(eq(documents.nom, 'Guide de l’entretien biographique.pdf'));
  if (!assembly || !guide) throw new Error('demo assembly or document missing');

  await tx.insert(messageOptOuts).values({ user_id: julien.id, category: 'informations' });

  await insertMessage(
    demo,
    {
      category: 'informations',
      subject: 'La rentrée de l’association',
      body_html: `<p>Bonjour {prenom},</p><p>La saison reprend ! Au programme :</p><ul><li>le <strong>Café souvenirs</strong> à la médiathèque de Villeurbanne ;</li><li>une formation pour mener un entretien biographique : relisez le <a href="${documentLink(guide.id)}">${guide.nom}</a> ;</li><li>le pique-nique de l’association, ouvert aux familles.</li></ul><p>Inscrivez-vous depuis la page Événements de votre espace membre.</p><p>À très bientôt,<br>Le bureau</p>`,
      audience: { combine: 'et', filters: [{ kind: 'tous' }] },
      status: 'envoye',
      sent_at: dateDaysFromNow(-12, 10),
      excluded_count: 1,
    },
    [
      { person: admin, readDaysAgo: 12 },
      { person: president, readDaysAgo: 11 },
      { person: tresorier, readDaysAgo: 9 },
      { person: secretaire },
      { person: nadia },
    ],
  );

  await insertMessage(
    demo,
    {
      category: 'statutaire',
      subject: 'Convocation à l’assemblée générale',
      body_html:
        '<p>Bonjour {prenom} {nom},</p><p>Vous êtes convoqué(e) à l’<strong>assemblée générale ordinaire</strong> de l’association, salle Molière, 18 quai de Bondy à Lyon, ou en visioconférence.</p><h2>Ordre du jour</h2><ol><li>Rapport moral de l’année écoulée</li><li>Rapport financier et vote du budget</li><li>Projets de recueils de souvenirs pour la nouvelle saison</li><li>Questions diverses</li></ol><p>Si vous ne pouvez pas venir, vous pouvez donner procuration à un autre membre depuis la page Assemblée générale de votre espace membre.</p>',
      audience: { combine: 'et', filters: [{ kind: 'assemblee', assemblyId: assembly.id }] },
      assembly_id: assembly.id,
      status: 'envoye',
      sent_at: dateDaysFromNow(-2, 9),
    },
    [
      { person: admin, readDaysAgo: 2 },
      { person: president, readDaysAgo: 1 },
      { person: tresorier },
      { person: secretaire, readDaysAgo: 2 },
      { person: julien },
      { person: nadia, failure: '550 5.1.1 <nadia.benali@demo.asso.fr>: adresse inconnue' },
    ],
  );

  await insertMessage(demo, {
    category: 'informations',
    subject: 'Vous nous manquez !',
    body_html:
      '<p>Bonjour {prenom},</p><p>Votre adhésion s’est terminée le {fin_adhesion}. Nous serions heureux de vous compter à nouveau parmi nous cette saison.</p>',
    audience: { combine: 'et', filters: [{ kind: 'adhesion', etat: 'expiree', moisMax: 12 }] },
  });
}
