import { VOTE_QUESTIONS } from '../../domain/assemblies.ts';
import type { AppContext } from '../app-context.ts';
import { commentairesAg, inscriptionsEvenements, messageOptOuts, presencesAg } from '../db/schema.ts';
import { issueAttestationNumber } from '../features/attestations/attestation-number.ts';
import { enqueueMail } from '../infra/mail/outbox.ts';
import { createAssembly, insertVotes } from './assemblies-factories.ts';
import { createDocument } from './documents-factories.ts';
import { createDossierRow } from './dossiers-factories.ts';
import { createEvent } from './events-factories.ts';
import { createMember, type TestUser } from './factories.ts';
import { createLoan, createMaterial } from './materials-factories.ts';
import { createSentMessage } from './member-messages-factories.ts';
import { addAdhesion } from './members-factories.ts';

/**
 * A member with a row of every kind the association holds about someone, each text carrying
 * their first name so that a test can tell whose it is: a paid membership with its certificate,
 * an event registration, a returned loan, a past AG (presence, vote, comment), a dossier, a
 * document addressed to them, a mail, a message of the association received, and the renewal
 * reminders turned off.
 */
export async function createMemberWithData(ctx: AppContext, prenom: string) {
  const { db } = ctx;
  const member: TestUser = await createMember(db, {
    prenom,
    nom: 'Témoin',
    telephone: '06 12 34 56 78',
    adresse: `3 rue de ${prenom}`,
    code_postal: '69003',
    ville: 'Lyon',
  });
  const adhesion = await addAdhesion(db, member.id, { montant_cents: 1000, type: 'premium' });
  const attestation = await issueAttestationNumber(db, adhesion.id);
  const event = await createEvent(db, { titre: `Atelier de ${prenom}` });
  await db.insert(inscriptionsEvenements).values({ evenement_id: event.id, user_id: member.id });
  const material = await createMaterial(db, { name: `Micro de ${prenom}` });
  const loan = await createLoan(db, { userId: member.id, materialId: material.id, status: 'Retourné - RAS' });
  const assembly = await createAssembly(db, {
    status: 'terminee',
    date: new Date(Date.now() - 60 * 86_400_000),
    lieu: `Salle de ${prenom}`,
  });
  await db.insert(presencesAg).values({ ag_id: assembly.id, user_id: member.id, present: true });
  await insertVotes(db, assembly.id, [{ user_id: member.id, question: VOTE_QUESTIONS[0], vote: 'oui' }]);
  const [comment] = await db
    .insert(commentairesAg)
    .values({ ag_id: assembly.id, user_id: member.id, commentaire: `Merci de la part de ${prenom}` })
    .returning();
  if (!comment) throw new Error('comment not created');
  const dossier = await createDossierRow(db, member.id);
  const document = await createDocument(ctx, {
    nom: `Reçu de ${prenom}.pdf`,
    user_id: member.id,
    content: `%PDF-1.4 reçu de ${prenom}`,
  });
  await enqueueMail(db, { to: member.email, subject: `Bienvenue ${prenom}`, text: `Bonjour ${prenom}` });
  await db.insert(messageOptOuts).values({ user_id: member.id, category: 'rappels' });
  const message = await createSentMessage(db, {
    recipients: [member.id],
    subject: `Nouvelles pour ${prenom}`,
    recipientStatus: 'envoye',
  });
  return { member, adhesion, attestation, event, loan, assembly, comment, dossier, document, message };
}
