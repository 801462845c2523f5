import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOTE_QUESTIONS } from '../../../domain/assemblies.ts';
import { AUDIT_ACTION_KEYS, type AuditAction } from '../../../domain/audit.ts';
import { formatDate } from '../../../domain/format.ts';
import { agResolutions, auditLog, commentairesAg, legalInfos, users } from '../../db/schema.ts';
import { createAssembly } from '../../testing/assemblies-factories.ts';
import { createDocument } from '../../testing/documents-factories.ts';
import { createDossierRow } from '../../testing/dossiers-factories.ts';
import { createEvent } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createCategory, createLoan, createMaterial } from '../../testing/materials-factories.ts';
import { addAdhesion, TINY_PNG } from '../../testing/members-factories.ts';
import { multipartPayload } from '../../testing/multipart.ts';
import { createStructureRow, structureInput } from '../../testing/structures-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { changedFields } from './record.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;
let member: TestUser;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db, { prenom: 'Régine', nom: 'Journal' });
  adminCookie = await signedInAs(t.ctx, admin);
  member = await createMember(t.db, { prenom: 'Marie', nom: 'Dupont' });
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function upload(method: Method, url: string, fields: Record<string, string>, file: MultipartFile) {
  const { payload, headers } = await multipartPayload(fields, file);
  return t.app.inject({ method, url, payload, headers: { ...headers, cookie: adminCookie } });
}
type MultipartFile = { name: string; type: string; data: Buffer | string };
const pdf: MultipartFile = { name: 'Convocation AG.pdf', type: 'application/pdf', data: '%PDF-1.4 journal' };

/** The journal's rows about one element, newest first. */
const rowsAbout = (action: AuditAction, targetId: string | null, label?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        targetId ? eq(auditLog.target_id, targetId) : eq(auditLog.target_label, label ?? ''),
      ),
    )
    .orderBy(desc(auditLog.at));

const unique = () => Math.random().toString(36).slice(2, 8);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const idOf = async (response: { json: () => { id: string } }) => response.json().id;

/** What an action did, and what the journal must say of it. */
type Performed = {
  response: { statusCode: number; json: () => { id: string } };
  target: { type: string; id: string | null; label: string };
  changes: Record<string, { before: unknown; after: unknown }>;
};

const CASES: { action: AuditAction; perform: () => Promise<Performed> }[] = [
  {
    action: 'member.validate',
    perform: async () => {
      const pending = await createMember(t.db, { prenom: 'Léon', nom: 'Attente', is_active: false });
      return {
        response: await call('POST', `/api/admin/pending-users/${pending.id}/validate`),
        target: { type: 'user', id: pending.id, label: 'Léon Attente' },
        changes: { is_active: { before: false, after: true } },
      };
    },
  },
  {
    action: 'member.create',
    perform: async () => {
      const email = `cree-${unique()}@exemple.fr`;
      const response = await call('POST', '/api/admin/users', {
        ...userFields({ email }),
        password: 'secret-du-membre',
      });
      return {
        response,
        target: { type: 'user', id: await idOf(response), label: 'Paul Nouveau' },
        changes: {
          email: { before: null, after: email },
          role: { before: null, after: 'Utilisateur' },
          ville: { before: null, after: 'Lyon' },
        },
      };
    },
  },
  {
    action: 'member.update',
    perform: async () => {
      const user = await createMember(t.db, { prenom: 'Paul', nom: 'Nouveau', ville: 'Lyon' });
      return {
        response: await call('PUT', `/api/admin/users/${user.id}`, {
          ...userFields({ email: user.email, ville: 'Grenoble' }),
          password: 'ignore-par-le-serveur',
        }),
        target: { type: 'user', id: user.id, label: 'Paul Nouveau' },
        changes: { ville: { before: 'Lyon', after: 'Grenoble' } },
      };
    },
  },
  {
    action: 'member.role',
    perform: async () => {
      const user = await createMember(t.db, { prenom: 'Paul', nom: 'Nouveau', ville: 'Lyon' });
      return {
        response: await call('PUT', `/api/admin/users/${user.id}`, {
          ...userFields({ email: user.email }),
          role: 'admin',
        }),
        target: { type: 'user', id: user.id, label: 'Paul Nouveau' },
        changes: { role: { before: 'Utilisateur', after: 'Administrateur' } },
      };
    },
  },
  {
    action: 'member.delete',
    perform: async () => {
      const user = await createMember(t.db, { prenom: 'Jean', nom: 'Parti' });
      return {
        response: await call('DELETE', `/api/admin/users/${user.id}`),
        target: { type: 'user', id: user.id, label: 'Jean Parti' },
        changes: { email: { before: user.email, after: null } },
      };
    },
  },
  {
    action: 'member.invite',
    perform: async () => {
      const user = await createMember(t.db, { prenom: 'Inès', nom: 'Invitée' });
      return {
        response: await call('POST', `/api/admin/users/${user.id}/invitation`),
        target: { type: 'user', id: user.id, label: 'Inès Invitée' },
        changes: {},
      };
    },
  },
  {
    action: 'member.invite-imported',
    perform: async () => {
      const user = await createMember(t.db, { prenom: 'Ilan', nom: 'Importé' });
      // The import's own case leaves members awaiting theirs: only this one is due here.
      await t.db.update(users).set({ invitation_due: false });
      await t.db.update(users).set({ invitation_due: true }).where(eq(users.id, user.id));
      return {
        response: await call('POST', '/api/admin/users/invitations', {}),
        target: { type: 'import', id: null, label: '1 membre' },
        changes: { invited: { before: null, after: 1 } },
      };
    },
  },
  {
    action: 'member.import',
    perform: async () => {
      const name = `adherents-${unique()}.csv`;
      const csv = `Prénom;Nom;Email;Statut membre\r\nZoé;Import;zoe-${unique()}@exemple.fr;Membre ordinaire\r\n`;
      return {
        response: await upload('POST', '/api/admin/users/import', {}, { name, type: 'text/csv', data: csv }),
        target: { type: 'import', id: null, label: name },
        changes: { created: { before: null, after: 1 }, updated: { before: null, after: 0 } },
      };
    },
  },
  {
    action: 'membership.create',
    perform: async () => {
      const response = await call('POST', `/api/admin/users/${member.id}/adhesions`, {
        type: 'standard',
        montant: 7.5,
        date_debut: '2026-03-01',
        mode_paiement: 'Chèque',
      });
      return {
        response,
        target: {
          type: 'adhesion',
          id: await idOf(response),
          label: 'Adhésion de Marie Dupont du 01/03/2026',
        },
        changes: { montant: { before: null, after: 7.5 }, mode_paiement: { before: null, after: 'Chèque' } },
      };
    },
  },
  {
    action: 'membership.update',
    perform: async () => {
      const adhesion = await addAdhesion(t.db, member.id, { montant_cents: 750 });
      return {
        response: await call('PUT', `/api/admin/adhesions/${adhesion.id}`, {
          montant: 10,
          date_debut: adhesion.date_debut,
          date_fin: adhesion.date_fin,
          statut: 'pending',
        }),
        target: {
          type: 'adhesion',
          id: adhesion.id,
          label: expect.stringContaining('Adhésion de Marie Dupont du'),
        },
        changes: { montant: { before: 7.5, after: 10 }, statut: { before: 'Active', after: 'En attente' } },
      };
    },
  },
  {
    action: 'membership.delete',
    perform: async () => {
      const adhesion = await addAdhesion(t.db, member.id, { montant_cents: 1200 });
      return {
        response: await call('DELETE', `/api/admin/adhesions/${adhesion.id}`),
        target: { type: 'adhesion', id: adhesion.id, label: expect.stringContaining('Marie Dupont') },
        changes: { montant: { before: 12, after: null } },
      };
    },
  },
  {
    action: 'document.create',
    perform: async () => {
      const response = await upload(
        'POST',
        '/api/admin/documents',
        { type: 'specifique', user_id: member.id },
        pdf,
      );
      return {
        response,
        target: { type: 'document', id: await idOf(response), label: 'Convocation AG.pdf' },
        changes: {
          type: { before: null, after: 'Spécifique' },
          destinataire: { before: null, after: 'Marie Dupont' },
        },
      };
    },
  },
  {
    action: 'document.delete',
    perform: async () => {
      const document = await createDocument(t.ctx, { nom: 'Bilan 2025.pdf' });
      return {
        response: await call('DELETE', `/api/admin/documents/${document.id}`),
        target: { type: 'document', id: document.id, label: 'Bilan 2025.pdf' },
        changes: { destinataire: { before: 'Tous les utilisateurs', after: null } },
      };
    },
  },
  {
    action: 'event.create',
    perform: async () => {
      const date = inDays(14);
      const response = await call('POST', '/api/events', eventFields({ date }));
      return {
        response,
        target: { type: 'event', id: await idOf(response), label: 'Café souvenirs' },
        changes: { date: { before: null, after: date }, places_max: { before: null, after: 12 } },
      };
    },
  },
  {
    action: 'event.update',
    perform: async () => {
      const event = await createEvent(t.db, { titre: 'Café souvenirs', lieu: 'Salle des fêtes' });
      return {
        response: await call(
          'PUT',
          `/api/events/${event.id}`,
          eventFields({ date: event.date.toISOString() }),
        ),
        target: { type: 'event', id: event.id, label: 'Café souvenirs' },
        changes: {
          lieu: { before: 'Salle des fêtes', after: 'Médiathèque' },
          places_max: { before: null, after: 12 },
        },
      };
    },
  },
  {
    action: 'event.update',
    perform: async () => {
      const event = await createEvent(t.db, { titre: 'Pique-nique' });
      const image = { name: 'affiche.png', type: 'image/png', data: TINY_PNG };
      return {
        response: await upload('PUT', `/api/events/${event.id}/image`, {}, image),
        target: { type: 'event', id: event.id, label: 'Pique-nique' },
        changes: { image_url: { before: null, after: expect.stringMatching(/^evenements\/.+\.png$/) } },
      };
    },
  },
  {
    action: 'event.delete',
    perform: async () => {
      const event = await createEvent(t.db, { titre: 'Atelier annulé' });
      return {
        response: await call('DELETE', `/api/events/${event.id}`),
        target: { type: 'event', id: event.id, label: 'Atelier annulé' },
        changes: { titre: { before: 'Atelier annulé', after: null } },
      };
    },
  },
  {
    action: 'structure.create',
    perform: async () => {
      const response = await call('POST', '/api/structures', structureInput({ nom: 'EHPAD Les Roses' }));
      return {
        response,
        target: { type: 'structure', id: await idOf(response), label: 'EHPAD Les Roses' },
        changes: { ville: { before: null, after: 'Lyon' } },
      };
    },
  },
  {
    action: 'structure.update',
    perform: async () => {
      const structure = await createStructureRow(t.db, { nom: 'EHPAD Les Lilas' });
      return {
        response: await call(
          'PUT',
          `/api/structures/${structure.id}`,
          structureInput({ nom: 'EHPAD Les Lilas', statut: "En attente d'un retour" }),
        ),
        target: { type: 'structure', id: structure.id, label: 'EHPAD Les Lilas' },
        changes: { statut: { before: 'Contacté', after: "En attente d'un retour" } },
      };
    },
  },
  {
    action: 'structure.delete',
    perform: async () => {
      const structure = await createStructureRow(t.db, { nom: 'Foyer fermé' });
      return {
        response: await call('DELETE', `/api/structures/${structure.id}`),
        target: { type: 'structure', id: structure.id, label: 'Foyer fermé' },
        changes: { nom: { before: 'Foyer fermé', after: null } },
      };
    },
  },
  {
    action: 'dossier.step',
    perform: async () => {
      const dossier = await createDossierRow(t.db, member.id);
      return {
        response: await call('POST', `/api/dossiers/${dossier.id}/step`, { direction: 'next' }),
        target: { type: 'dossier', id: dossier.id, label: dossier.nom },
        changes: { statut: { before: 'Définition du Projet', after: expect.any(String) } },
      };
    },
  },
  {
    action: 'dossier.delete',
    perform: async () => {
      const dossier = await createDossierRow(t.db, member.id);
      return {
        response: await call('DELETE', `/api/dossiers/${dossier.id}`),
        target: { type: 'dossier', id: dossier.id, label: dossier.nom },
        changes: { description: { before: 'Souvenirs de Jeanne', after: null } },
      };
    },
  },
  {
    action: 'question.create',
    perform: async () => {
      const response = await call('POST', '/api/questions', {
        question: 'Quel était votre premier métier ?',
      });
      return {
        response,
        target: { type: 'question', id: await idOf(response), label: 'Quel était votre premier métier ?' },
        changes: {},
      };
    },
  },
  {
    action: 'question.update',
    perform: async () => {
      const created = await call('POST', '/api/questions', { question: 'Votre plus beau voyage ?' });
      const id = await idOf(created);
      return {
        response: await call('PUT', `/api/questions/${id}`, {
          question: 'Votre plus beau voyage, en train ?',
        }),
        target: { type: 'question', id, label: 'Votre plus beau voyage, en train ?' },
        changes: {
          question: { before: 'Votre plus beau voyage ?', after: 'Votre plus beau voyage, en train ?' },
        },
      };
    },
  },
  {
    action: 'question.delete',
    perform: async () => {
      const id = await idOf(await call('POST', '/api/questions', { question: 'Une question de trop ?' }));
      return {
        response: await call('DELETE', `/api/questions/${id}`),
        target: { type: 'question', id, label: 'Une question de trop ?' },
        changes: {},
      };
    },
  },
  {
    action: 'assembly.create',
    perform: async () => {
      const response = await call(
        'POST',
        '/api/admin/assemblies',
        assemblyFields('2026-03-12T18:00:00.000Z'),
      );
      return {
        response,
        target: { type: 'assembly', id: await idOf(response), label: 'AG du 12/03/2026' },
        changes: {
          lieu: { before: null, after: 'Mairie, salle du conseil' },
          status: { before: null, after: 'À venir' },
        },
      };
    },
  },
  {
    action: 'assembly.update',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-06-20T16:00:00Z') });
      return {
        response: await call('PUT', `/api/admin/assemblies/${ag.id}`, {
          ...assemblyFields(ag.date.toISOString()),
          lieu: ag.lieu,
          ordre_du_jour: ag.ordre_du_jour,
          status: 'en_cours',
        }),
        target: { type: 'assembly', id: ag.id, label: 'AG du 20/06/2026' },
        changes: { status: { before: 'À venir', after: 'En cours' } },
      };
    },
  },
  {
    action: 'assembly.open',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-09-20T16:00:00Z') });
      return {
        response: await call('POST', `/api/admin/assemblies/${ag.id}/open`),
        target: { type: 'assembly', id: ag.id, label: 'AG du 20/09/2026' },
        changes: { status: { before: 'À venir', after: 'En cours' } },
      };
    },
  },
  {
    action: 'assembly.close',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-09-27T16:00:00Z'), status: 'en_cours' });
      return {
        response: await call('POST', `/api/admin/assemblies/${ag.id}/close`),
        target: { type: 'assembly', id: ag.id, label: 'AG du 27/09/2026' },
        changes: { status: { before: 'En cours', after: 'Terminée' } },
      };
    },
  },
  {
    action: 'assembly.sign-in',
    perform: async () => {
      const voter = await createMember(t.db, { prenom: 'Lucie', nom: 'Émargée' });
      await addAdhesion(t.db, voter.id);
      const ag = await createAssembly(t.db, { date: new Date(), status: 'en_cours' });
      return {
        response: await call('PUT', `/api/admin/assemblies/${ag.id}/sign-in/${voter.id}`, { present: true }),
        target: { type: 'assembly', id: ag.id, label: `Lucie Émargée, AG du ${formatDate(ag.date)}` },
        changes: { signed_in_at: { before: null, after: expect.any(String) } },
      };
    },
  },
  {
    action: 'assembly.resolution-create',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-10-04T16:00:00Z') });
      const response = await call('POST', `/api/admin/assemblies/${ag.id}/resolutions`, budgetResolution);
      return {
        response,
        target: {
          type: 'assembly-resolution',
          id: await idOf(response),
          label: 'Approuvez-vous le budget ? (AG du 04/10/2026)',
        },
        changes: { title: { before: null, after: 'Approuvez-vous le budget ?' } },
      };
    },
  },
  {
    action: 'assembly.resolution-update',
    perform: async () => {
      const { ag, id } = await assemblyWithBudget('2026-10-05T16:00:00Z');
      return {
        response: await call('PUT', `/api/admin/assemblies/${ag.id}/resolutions/${id}`, {
          ...budgetResolution,
          majority: 'deux_tiers',
        }),
        target: { type: 'assembly-resolution', id, label: 'Approuvez-vous le budget ? (AG du 05/10/2026)' },
        changes: {
          majority: {
            before: 'Majorité simple des suffrages exprimés',
            after: 'Majorité des deux tiers des suffrages exprimés',
          },
        },
      };
    },
  },
  {
    action: 'assembly.resolution-delete',
    perform: async () => {
      const { ag, id } = await assemblyWithBudget('2026-10-06T16:00:00Z');
      return {
        response: await call('DELETE', `/api/admin/assemblies/${ag.id}/resolutions/${id}`),
        target: { type: 'assembly-resolution', id, label: 'Approuvez-vous le budget ? (AG du 06/10/2026)' },
        changes: { title: { before: 'Approuvez-vous le budget ?', after: null } },
      };
    },
  },
  {
    action: 'assembly.resolution-reorder',
    perform: async () => {
      const { ag, id } = await assemblyWithBudget('2026-10-07T16:00:00Z');
      const spec = await t.db
        .select({ id: agResolutions.id })
        .from(agResolutions)
        .where(and(eq(agResolutions.ag_id, ag.id), ne(agResolutions.id, id)))
        .orderBy(agResolutions.position);
      const ids = [id, ...spec.map((resolution) => resolution.id)];
      return {
        response: await call('PUT', `/api/admin/assemblies/${ag.id}/resolutions/order`, { ids }),
        target: { type: 'assembly', id: ag.id, label: 'AG du 07/10/2026' },
        changes: {
          resolutions: {
            before: [...VOTE_QUESTIONS, 'Approuvez-vous le budget ?'].join(' ; '),
            after: ['Approuvez-vous le budget ?', ...VOTE_QUESTIONS].join(' ; '),
          },
        },
      };
    },
  },
  ...(['open', 'close'] as const).map((transition) => ({
    action: `assembly.resolution-${transition}` as const,
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-10-08T16:00:00Z'), status: 'en_cours' });
      const created = await call('POST', `/api/admin/assemblies/${ag.id}/resolutions`, budgetResolution);
      const id = await idOf(created);
      if (transition === 'close') await call('POST', `/api/admin/assemblies/${ag.id}/resolutions/${id}/open`);
      return {
        response: await call('POST', `/api/admin/assemblies/${ag.id}/resolutions/${id}/${transition}`),
        target: { type: 'assembly-resolution', id, label: 'Approuvez-vous le budget ? (AG du 08/10/2026)' },
        changes: {
          status:
            transition === 'open'
              ? { before: 'En attente', after: 'Vote ouvert' }
              : { before: 'Vote ouvert', after: 'Vote clos' },
        },
      };
    },
  })),
  {
    action: 'assembly.delete',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2027-01-15T17:00:00Z') });
      return {
        response: await call('DELETE', `/api/admin/assemblies/${ag.id}`),
        target: { type: 'assembly', id: ag.id, label: 'AG du 15/01/2027' },
        changes: { lieu: { before: ag.lieu, after: null } },
      };
    },
  },
  {
    action: 'assembly.document-add',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-09-10T17:00:00Z') });
      const response = await upload(
        'POST',
        `/api/admin/assemblies/${ag.id}/documents`,
        {
          type: 'convocation',
          nom: 'Convocation 2026',
        },
        pdf,
      );
      return {
        response,
        target: {
          type: 'assembly-document',
          id: await idOf(response),
          label: 'Convocation 2026, AG du 10/09/2026',
        },
        changes: { type: { before: null, after: 'Convocation' } },
      };
    },
  },
  {
    action: 'assembly.document-delete',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-09-11T17:00:00Z') });
      const added = await upload(
        'POST',
        `/api/admin/assemblies/${ag.id}/documents`,
        {
          type: 'proces_verbal',
          nom: 'PV 2026',
        },
        pdf,
      );
      const id = await idOf(added);
      return {
        response: await call('DELETE', `/api/admin/assemblies/documents/${id}`),
        target: { type: 'assembly-document', id, label: 'PV 2026, AG du 11/09/2026' },
        changes: { nom: { before: 'PV 2026', after: null } },
      };
    },
  },
  {
    action: 'assembly.comment-moderate',
    perform: async () => {
      const ag = await createAssembly(t.db, { date: new Date('2026-10-01T17:00:00Z') });
      const [comment] = await t.db
        .insert(commentairesAg)
        .values({ ag_id: ag.id, user_id: member.id, commentaire: 'Hors sujet' })
        .returning();
      if (!comment) throw new Error('comment not created');
      return {
        response: await call('PATCH', `/api/admin/assemblies/comments/${comment.id}`, { modere: true }),
        target: {
          type: 'assembly-comment',
          id: comment.id,
          label: 'Commentaire de Marie Dupont, AG du 01/10/2026',
        },
        changes: { modere: { before: false, after: true } },
      };
    },
  },
  {
    action: 'legal.update',
    perform: async () => {
      const [cgu] = await t.db.select().from(legalInfos).where(eq(legalInfos.type, 'CGU'));
      if (!cgu) throw new Error('CGU absentes');
      const contenu = `${cgu.contenu}\nArticle ajouté ${unique()}`;
      return {
        response: await call('PUT', `/api/legal-infos/${cgu.id}`, { contenu }),
        target: { type: 'legal', id: cgu.id, label: 'CGU' },
        changes: {
          contenu: { before: expect.any(String), after: expect.stringContaining('Article ajouté') },
        },
      };
    },
  },
  {
    action: 'material.create',
    perform: async () => {
      const category = await createCategory(t.db, { name: `Son ${unique()}` });
      const response = await call('POST', '/api/admin/materials', materialFields(category.id));
      return {
        response,
        target: { type: 'material', id: await idOf(response), label: 'Perceuse' },
        changes: {
          category: { before: null, after: category.name },
          total_quantity: { before: null, after: 3 },
        },
      };
    },
  },
  {
    action: 'material.update',
    perform: async () => {
      const material = await createMaterial(t.db, {
        name: 'Perceuse',
        total_quantity: 3,
        available_quantity: 3,
      });
      return {
        response: await call('PUT', `/api/admin/materials/${material.id}`, {
          ...materialFields(material.category_id),
          total_quantity: 4,
        }),
        target: { type: 'material', id: material.id, label: 'Perceuse' },
        changes: { total_quantity: { before: 3, after: 4 } },
      };
    },
  },
  {
    action: 'material.delete',
    perform: async () => {
      const material = await createMaterial(t.db, { name: 'Projecteur usé' });
      return {
        response: await call('DELETE', `/api/admin/materials/${material.id}`),
        target: { type: 'material', id: material.id, label: 'Projecteur usé' },
        changes: { name: { before: 'Projecteur usé', after: null } },
      };
    },
  },
  {
    action: 'category.create',
    perform: async () => {
      const name = `Vidéo ${unique()}`;
      const response = await call('POST', '/api/admin/material-categories', { name, icon: 'Camera' });
      return {
        response,
        target: { type: 'category', id: await idOf(response), label: name },
        changes: { icon: { before: null, after: 'Camera' } },
      };
    },
  },
  {
    action: 'category.update',
    perform: async () => {
      const category = await createCategory(t.db);
      const name = `Photo ${unique()}`;
      return {
        response: await call('PUT', `/api/admin/material-categories/${category.id}`, { name }),
        target: { type: 'category', id: category.id, label: name },
        changes: { name: { before: category.name, after: name } },
      };
    },
  },
  {
    action: 'category.delete',
    perform: async () => {
      const category = await createCategory(t.db);
      return {
        response: await call('DELETE', `/api/admin/material-categories/${category.id}`),
        target: { type: 'category', id: category.id, label: category.name },
        changes: { name: { before: category.name, after: null } },
      };
    },
  },
  ...(
    [
      ['loan.confirm', 'En attente', { action: 'confirm' }, 'Confirmé'],
      ['loan.reject', 'En attente', { action: 'reject' }, 'Refusé'],
      ['loan.retire', 'Confirmé', { action: 'retire' }, 'Retiré'],
      ['loan.return', 'Retiré', { action: 'return', return_notes: 'Rendu propre' }, 'Retourné - RAS'],
    ] as const
  ).map(([action, from, body, to]) => ({
    action,
    perform: async (): Promise<Performed> => {
      // Two units out of five: the return puts them back.
      const material = await createMaterial(t.db, { name: 'Enregistreur Zoom', available_quantity: 3 });
      const loan = await createLoan(t.db, {
        userId: member.id,
        materialId: material.id,
        status: from,
        quantity: 2,
      });
      return {
        response: await call('POST', `/api/admin/material-loans/${loan.id}/action`, body),
        target: { type: 'loan', id: loan.id, label: 'Emprunt de Marie Dupont : 2 × Enregistreur Zoom' },
        changes: { status: { before: from, after: to } },
      };
    },
  })),
  {
    action: 'reminders.send',
    perform: async () => ({
      response: await call('POST', '/api/admin/reminders/send-due'),
      target: { type: 'reminders', id: null, label: 'Relances de renouvellement' },
      changes: { sent: { before: null, after: expect.any(Number) } },
    }),
  },
  {
    action: 'settings.update',
    perform: async () => {
      const current = (
        await t.app.inject({ url: '/api/admin/settings', headers: { cookie: adminCookie } })
      ).json();
      const email = `bureau-${unique()}@exemple.fr`;
      return {
        response: await call('PUT', '/api/admin/settings', {
          ...current,
          email,
          season_start_month: 9,
          backups_enabled: !current.backups_enabled,
        }),
        target: { type: 'settings', id: null, label: 'Paramètres de l’association' },
        changes: {
          email: { before: current.email, after: email },
          season_start_month: { before: current.season_start_month, after: 9 },
          backups_enabled: { before: current.backups_enabled, after: !current.backups_enabled },
        },
      };
    },
  },
];

function userFields(overrides: { email: string; ville?: string }) {
  return {
    prenom: 'Paul',
    nom: 'Nouveau',
    telephone: '',
    adresse: '',
    code_postal: '',
    ville: 'Lyon',
    role: 'member',
    statut_membre: 'Membre Ordinaire',
    fonction: 'Membre',
    ...overrides,
  };
}

function eventFields({ date }: { date: string }) {
  return {
    titre: 'Café souvenirs',
    description: 'Photos de famille',
    date,
    lieu: 'Médiathèque',
    places_max: 12,
  };
}

const budgetResolution = {
  title: 'Approuvez-vous le budget ?',
  body: '',
  kind: 'approbation',
  majority: 'simple',
  secret: false,
  options: [],
  seats: null,
};

/** An AG to come with a third resolution, the budget, written by the administrator. */
async function assemblyWithBudget(date: string) {
  const ag = await createAssembly(t.db, { date: new Date(date) });
  const created = await call('POST', `/api/admin/assemblies/${ag.id}/resolutions`, budgetResolution);
  return { ag, id: await idOf(created) };
}

function assemblyFields(date: string) {
  return {
    date,
    lieu: 'Mairie, salle du conseil',
    lien_visio: null,
    ordre_du_jour: ['Bilan'],
    status: 'a_venir',
  };
}

function materialFields(categoryId: string) {
  return {
    name: 'Perceuse',
    description: '',
    category_id: categoryId,
    total_quantity: 3,
    available_quantity: 3,
    default_state: '',
    image_url: '',
  };
}

/**
 * Actions the other parts of the journal record (backups, erasures, certificates, minutes,
 * messages, offers, donations and receipts, module switches, a member’s data export, a refused
 * sign-up, hand counts and second rounds, the first sign-in setup and the logo, the books), tested there.
 */
const RECORDED_ELSEWHERE: AuditAction[] = [
  'backup.download',
  'backup.restore',
  'member.erasure-confirm',
  'member.erasure-due',
  'attestation.issue',
  'assembly.minutes-update',
  'assembly.minutes-finalise',
  'message.create',
  'message.update',
  'message.delete',
  'message.send',
  'message.cancel',
  'message.resend-failed',
  'offer.create',
  'offer.update',
  'offer.delete',
  'donation.create',
  'donation.update',
  'donation.delete',
  'donation.settings',
  'receipt.issue',
  'receipt.cancel',
  'receipt.annual',
  'donor.export',
  'donor.erase',
  'modules.update',
  'member.export',
  'membership.refuse',
  'assembly.hand-count',
  'assembly.resolution-next-round',
  'settings.setup',
  'settings.logo',
  'accounting.year-create',
  'accounting.year-update',
  'accounting.year-delete',
  'accounting.year-close',
  'accounting.account-create',
  'accounting.account-update',
  'accounting.account-delete',
  'accounting.project-create',
  'accounting.project-update',
  'accounting.entry-create',
  'accounting.entry-update',
  'accounting.entry-delete',
  'accounting.budget-set',
];

describe('the journal of administrator actions', () => {
  it('has a case below for every action an admin route records', () => {
    const covered = new Set(CASES.map((testCase) => testCase.action));
    expect(
      AUDIT_ACTION_KEYS.filter((action) => !covered.has(action) && !RECORDED_ELSEWHERE.includes(action)),
    ).toEqual([]);
  });

  it.each(CASES)('records $action with who, what and the changed fields', async ({ action, perform }) => {
    const { response, target, changes } = await perform();
    expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(300);
    const rows = await rowsAbout(action, target.id, target.label);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Régine Journal',
      action,
      target_type: target.type,
      target_id: target.id,
      target_label: target.label,
      changes: expect.objectContaining(changes),
    });
    expect(rows[0]?.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('what the journal keeps out', () => {
  it('never writes a password, even one sent with a member’s creation or update', async () => {
    const created = await call('POST', '/api/admin/users', {
      ...userFields({ email: `secret-${unique()}@exemple.fr` }),
      password: 'mot-de-passe-secret',
    });
    const id = await idOf(created);
    await call('PUT', `/api/admin/users/${id}`, {
      ...userFields({ email: `secret-${unique()}@exemple.fr`, ville: 'Nice' }),
      password: 'autre-mot-de-passe',
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(rows.map((row) => row.action).sort()).toEqual(['member.create', 'member.update']);
    const written = JSON.stringify(rows);
    expect(written).not.toMatch(/mot-de-passe|password|hash/i);
    expect(changedFields({}, { password: 'x', token: 'y', secret: 'z', prenom: 'Anne' })).toEqual({
      prenom: { before: null, after: 'Anne' },
    });
  });

  it('writes nothing for a save that changes nothing, a refused action, or a member’s own move', async () => {
    const user = await createMember(t.db, { prenom: 'Paul', nom: 'Nouveau', ville: 'Lyon' });
    const before = await t.db.$count(auditLog);
    const unchanged = await call('PUT', `/api/admin/users/${user.id}`, userFields({ email: user.email }));
    expect(unchanged.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(409);
    const category = await createCategory(t.db);
    await createMaterial(t.db, { category_id: category.id });
    expect((await call('DELETE', `/api/admin/material-categories/${category.id}`)).statusCode).toBe(409);
    const own = await createDossierRow(t.db, member.id);
    const move = await call('POST', `/api/dossiers/${own.id}/step`, { direction: 'next' }, memberCookie);
    expect(move.statusCode).toBe(200);
    expect(await t.db.$count(auditLog)).toBe(before);
  });

  it('keeps an excerpt around the change of a long text, not the whole text', async () => {
    const [cgv] = await t.db.select().from(legalInfos).where(eq(legalInfos.type, 'CGV'));
    if (!cgv) throw new Error('CGV absentes');
    const long = `${'Article premier. '.repeat(500)}Fin.`;
    await call('PUT', `/api/legal-infos/${cgv.id}`, { contenu: long });
    await call('PUT', `/api/legal-infos/${cgv.id}`, { contenu: long.replace('Fin.', 'Fin du texte.') });
    const [row] = await rowsAbout('legal.update', cgv.id);
    const change = row?.changes?.contenu as { before: string; after: string };
    expect(change.before.length).toBeLessThan(110);
    expect(change.before).toMatch(/^….*Fin\.$/);
    expect(change.after).toMatch(/^….*Fin du texte\.$/);
  });
});
