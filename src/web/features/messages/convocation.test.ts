import { describe, expect, it } from 'vitest';
import { convocationStart } from './convocation.ts';

const assembly = {
  id: '7d1e1a8c-1c1b-4f55-9a57-3c9a3b1f0e11',
  kind: 'ordinaire' as const,
  date: '2026-12-12T17:30:00.000Z',
  lieu: 'Salle Molière <b>Lyon</b>',
  lien_visio: 'https://meet.jit.si/ag?x=1&y=2',
  ordre_du_jour: ['Rapport moral', 'Budget & cotisations'],
  documents: [{ nom: 'Comptes <2026>' }],
};

const resolutions = [
  {
    title: 'Approuvez-vous le bilan moral ?',
    body: '',
    kind: 'approbation' as const,
    majority: 'simple' as const,
    options: [],
    seats: null,
  },
  {
    title: 'Modification de l’article 7 <statuts>',
    body: 'Article 7 — Les membres d’un foyer adhèrent ensemble.\nChacun a une voix.\n\nLe reste est inchangé.',
    kind: 'approbation' as const,
    majority: 'deux_tiers' as const,
    options: [],
    seats: null,
  },
  {
    title: 'Élection du bureau',
    body: '',
    kind: 'election' as const,
    majority: 'simple' as const,
    options: ['Claire', 'Marc'],
    seats: 2,
  },
];

describe('convocationStart', () => {
  const start = convocationStart(assembly, resolutions, 'https://asso.example');

  it('convenes the assembly’s members, as a statutory message tied to it', () => {
    expect(start.assemblyId).toBe(assembly.id);
    expect(start.values.category).toBe('statutaire');
    expect(start.values.audience).toEqual({
      combine: 'et',
      filters: [{ kind: 'assemblee', assemblyId: assembly.id }],
    });
    expect(start.values.subject).toBe(
      'Convocation à l’assemblée générale ordinaire du samedi 12 décembre 2026 à 18:30',
    );
  });

  it('writes the date, place, video link, agenda, documents, page and proxy', () => {
    const body = start.values.bodyHtml ?? '';
    expect(body).toContain('<strong>samedi 12 décembre 2026 à 18:30</strong>');
    expect(body).toContain('<a href="https://meet.jit.si/ag?x=1&#38;y=2">');
    expect(body).toContain('<ol><li>Rapport moral</li><li>Budget &#38; cotisations</li></ol>');
    expect(body).toContain('<a href="https://asso.example/assemblee-generale">Assemblée générale</a>');
    expect(body).toContain('<h3>Procuration</h3>');
  });

  it('writes what the administrator typed as text, never as markup', () => {
    const body = start.values.bodyHtml ?? '';
    expect(body).toContain('Salle Molière &#60;b&#62;Lyon&#60;/b&#62;');
    expect(body).toContain('<li>Comptes &#60;2026&#62;</li>');
    expect(body).not.toContain('<b>');
  });

  it('leaves out the video link and the documents when there are none', () => {
    const { values } = convocationStart(
      { ...assembly, lien_visio: null, documents: [] },
      [],
      'https://asso.example',
    );
    expect(values.bodyHtml).not.toContain('visioconférence');
    expect(values.bodyHtml).not.toContain('<h3>Documents</h3>');
    expect(values.bodyHtml).not.toContain('Résolutions soumises au vote');
  });

  it('gives each resolution its number, text, options and majority, so members read what they vote on', () => {
    const body = start.values.bodyHtml ?? '';
    expect(body).toContain('<h2>Résolutions soumises au vote</h2>');
    expect(body).toContain('<p><strong>Résolution 1 : Approuvez-vous le bilan moral ?</strong></p>');
    expect(body).toContain(
      '<p><strong>Résolution 2 : Modification de l’article 7 &#60;statuts&#62;</strong></p>',
    );
    expect(body).toContain(
      '<p>Article 7 — Les membres d’un foyer adhèrent ensemble.<br>Chacun a une voix.</p><p>Le reste est inchangé.</p>',
    );
    expect(body).toContain('<em>Majorité des deux tiers des suffrages exprimés</em>');
    expect(body).toContain('<p>Candidats (2 sièges) :</p><ul><li>Claire</li><li>Marc</li></ul>');
  });

  it('names an extraordinary assembly in the subject and the first line', () => {
    const { values } = convocationStart({ ...assembly, kind: 'extraordinaire' }, [], 'https://asso.example');
    expect(values.subject).toBe(
      'Convocation à l’assemblée générale extraordinaire du samedi 12 décembre 2026 à 18:30',
    );
    expect(values.bodyHtml).toContain('convoqué(e) à l’assemblée générale extraordinaire de l’association');
  });
});
