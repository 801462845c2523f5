import { describe, expect, it } from 'vitest';
import { convocationStart } from './convocation.ts';

const assembly = {
  id: '7d1e1a8c-1c1b-4f55-9a57-3c9a3b1f0e11',
  date: '2026-12-12T17:30:00.000Z',
  lieu: 'Salle Molière <b>Lyon</b>',
  lien_visio: 'https://meet.jit.si/ag?x=1&y=2',
  ordre_du_jour: ['Rapport moral', 'Budget & cotisations'],
  documents: [{ nom: 'Comptes <2026>' }],
};

describe('convocationStart', () => {
  const start = convocationStart(assembly, 'https://asso.example');

  it('convenes the assembly’s members, as a statutory message tied to it', () => {
    expect(start.assemblyId).toBe(assembly.id);
    expect(start.values.category).toBe('statutaire');
    expect(start.values.audience).toEqual({
      combine: 'et',
      filters: [{ kind: 'assemblee', assemblyId: assembly.id }],
    });
    expect(start.values.subject).toBe(
      'Convocation à l’assemblée générale du samedi 12 décembre 2026 à 18:30',
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
      'https://asso.example',
    );
    expect(values.bodyHtml).not.toContain('visioconférence');
    expect(values.bodyHtml).not.toContain('<h3>Documents</h3>');
  });
});
