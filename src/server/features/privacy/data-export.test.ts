import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAttestationNumber } from '../../../domain/attestations.ts';
import { todayIso } from '../../../domain/members.ts';
import { lastMailedCode, signedInAs, signIn } from '../../testing/factories.ts';
import { fileUpload, TINY_PNG } from '../../testing/members-factories.ts';
import { createMemberWithData } from '../../testing/privacy-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readZipEntries } from '../../testing/zip-entries.ts';

let t: TestApp;
let claire: Awaited<ReturnType<typeof createMemberWithData>>;
let bruno: Awaited<ReturnType<typeof createMemberWithData>>;
let claireCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  claire = await createMemberWithData(t.ctx, 'Claire');
  bruno = await createMemberWithData(t.ctx, 'Bruno');
  claireCookie = await signIn(t.app, t.db, claire.member);
  const avatar = fileUpload('moi.png', 'image/png', TINY_PNG);
  await t.app.inject({
    method: 'POST',
    url: '/api/members/me/avatar',
    payload: avatar.payload,
    headers: { ...avatar.headers, cookie: claireCookie },
  });
});
afterAll(() => t.close());

const download = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/members/me/data-export', headers: cookie ? { cookie } : {} });

describe('GET /api/members/me/data-export', () => {
  it('answers a ZIP named after the day, with the data file, the photo and the documents addressed to the member', async () => {
    const response = await download(claireCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''mes-donnees-${todayIso()}.zip`,
    );
    const entries = await readZipEntries(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'donnees.json',
      'fichiers/documents/1 - Reçu de Claire.pdf',
      'fichiers/photo-de-profil.png',
    ]);
    expect(entries.get('fichiers/documents/1 - Reçu de Claire.pdf')?.toString()).toBe(
      claire.document.content,
    );
    expect(entries.get('fichiers/photo-de-profil.png')).toEqual(TINY_PNG);
  });

  it('holds everything about the member: profile, memberships, registrations, loans, AG, dossiers, documents, mails', async () => {
    const entries = await readZipEntries((await download(claireCookie)).rawPayload);
    const data = JSON.parse(entries.get('donnees.json')?.toString() ?? '{}');
    expect(data.profil).toMatchObject({
      prenom: 'Claire',
      nom: 'Témoin',
      email: claire.member.email,
      telephone: '06 12 34 56 78',
      adresse: '3 rue de Claire',
      photo: 'fichiers/photo-de-profil.png',
      suppression_demandee_le: null,
    });
    expect(data.profil.relances_desactivees_le).toEqual(expect.any(String));
    expect(data.profil.informations_desactivees_le).toBeNull();
    expect(data.adhesions).toEqual([
      expect.objectContaining({
        type: 'premium',
        montant: 10,
        statut: 'active',
        attestation: formatAttestationNumber(claire.attestation.year, claire.attestation.number),
      }),
    ]);
    expect(data.inscriptions_evenements).toEqual([
      expect.objectContaining({ evenement: 'Atelier de Claire' }),
    ]);
    expect(data.emprunts).toEqual([
      expect.objectContaining({
        materiel: expect.stringMatching(/^Micro de Claire/),
        statut: 'Retourné - RAS',
      }),
    ]);
    expect(data.assemblees_generales.presences).toEqual([
      {
        assemblee: expect.objectContaining({ lieu: 'Salle de Claire' }),
        present: true,
        procuration_donnee_a: null,
      },
    ]);
    expect(data.assemblees_generales.votes).toEqual([
      expect.objectContaining({ question: 'Approuvez-vous le bilan moral ?', vote: 'oui' }),
    ]);
    expect(data.assemblees_generales.commentaires).toEqual([
      expect.objectContaining({ commentaire: 'Merci de la part de Claire', masque: false }),
    ]);
    expect(data.dossiers).toEqual([expect.objectContaining({ reference: claire.dossier.nom })]);
    expect(data.documents_adresses).toEqual([
      expect.objectContaining({
        nom: 'Reçu de Claire.pdf',
        fichier: 'fichiers/documents/1 - Reçu de Claire.pdf',
      }),
    ]);
    expect(data.mails_recus.map((mail: { sujet: string }) => mail.sujet)).toContain('Bienvenue Claire');
    expect(data.messages_recus).toEqual([
      expect.objectContaining({
        categorie: 'informations',
        sujet: 'Nouvelles pour Claire',
        texte: 'Bonjour {prenom}, voici Nouvelles pour Claire.',
        statut: 'envoye',
        envoye_le: expect.any(String),
        lu_le: null,
      }),
    ]);
  });

  it('never repeats a sign-in code, even one whose mail is still waiting to be sent', async () => {
    const code = await lastMailedCode(t.db, claire.member.email);
    const entries = await readZipEntries((await download(claireCookie)).rawPayload);
    const json = entries.get('donnees.json')?.toString() ?? '';
    expect(json).not.toContain(code);
    expect(JSON.parse(json).mails_recus).toContainEqual(
      expect.objectContaining({
        sujet: 'Code de connexion ou lien de mot de passe (contenu non repris)',
        texte: null,
      }),
    );
  });

  it('holds nothing of another member', async () => {
    const entries = await readZipEntries((await download(claireCookie)).rawPayload);
    const everything = [...entries.entries()].map(([name, content]) => `${name}\n${content}`).join('\n');
    for (const trace of [
      bruno.member.email,
      'Bruno',
      bruno.dossier.nom,
      bruno.document.content,
      '3 rue de Bruno',
      'Salle de Bruno',
    ]) {
      expect(everything).not.toContain(trace);
    }
  });

  it('gives the other member their own data only', async () => {
    const brunoCookie = await signedInAs(t.ctx, bruno.member);
    const entries = await readZipEntries((await download(brunoCookie)).rawPayload);
    expect([...entries.keys()].sort()).toEqual(['donnees.json', 'fichiers/documents/1 - Reçu de Bruno.pdf']);
    const json = entries.get('donnees.json')?.toString() ?? '';
    expect(JSON.parse(json).profil.email).toBe(bruno.member.email);
    expect(json).not.toContain('Claire');
  });

  it('answers 401 signed out', async () => {
    const response = await download();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Vous devez être connecté');
  });
});
