import { describe, expect, it } from 'vitest';
import { describeResult, draftMinutes, firstLine, type MinutesFacts } from './assembly-minutes.ts';
import type { ResolutionResult } from './assembly-resolutions.ts';

const approval: ResolutionResult = {
  resolution_id: 'r1',
  position: 1,
  title: 'Approuvez-vous le bilan moral ?',
  kind: 'approbation',
  majority: 'simple',
  secret: false,
  seats: null,
  status: 'close',
  votes_cast: 13,
  counts: { oui: 10, non: 2, abstention: 1 },
  options: [],
  outcome: 'adoptee',
  chosen: [],
  tied: [],
  round: 1,
  previous_resolution_id: null,
  online_votes: 13,
  hand: null,
};

const election: ResolutionResult = {
  ...approval,
  resolution_id: 'r3',
  position: 3,
  title: 'Élection du conseil',
  kind: 'election',
  secret: true,
  seats: 3,
  counts: { oui: 0, non: 0, abstention: 0 },
  options: [
    { option: 'Alice', count: 9 },
    { option: 'Bruno', count: 8 },
    { option: 'Chloé', count: 5 },
    { option: 'David', count: 5 },
    { option: 'Emma', count: 1 },
  ],
  outcome: null,
  chosen: ['Alice', 'Bruno'],
  tied: ['Chloé', 'David'],
};

const figures = {
  voters: 40,
  present: 9,
  represented: 3,
  quorum_percent: 25,
  quorum_required: 10,
  quorum_reached: true,
};

const facts: MinutesFacts = {
  association: { name: 'Association HDS', address: '1 rue de la Paix\n69001 Lyon' },
  kind: 'ordinaire',
  date: '2027-06-12T12:00:00.000Z',
  lieu: 'Maison des associations',
  lien_visio: null,
  opened_at: '2027-06-12T12:05:00.000Z',
  closed_at: '2027-06-12T14:30:00.000Z',
  agenda: ['Rapport moral', 'Élection du conseil'],
  figures,
  results: [approval, election],
  comments: { total: 3, quoted: [{ author: 'Jeanne Petit', first_line: 'Merci au bureau' }] },
};

describe('the minutes draft', () => {
  it('tells the meeting, its chair, figures, agenda and results, in Paris time', () => {
    const text = draftMinutes(
      facts,
      { chair: 'Jeanne Petit', secretary: 'Paul Martin' },
      { includeComments: false },
    );
    expect(text).toContain(
      "L'assemblée générale ordinaire de l'Association HDS s'est réunie le 12/06/2027 à 14:05",
    );
    expect(text).toContain('Présidence de séance : Jeanne Petit. Secrétaire de séance : Paul Martin.');
    expect(text).toContain('Membres ayant voix : 40. Présents : 9. Représentés : 3.');
    expect(text).toContain('le quorum est atteint');
    expect(text).toContain('1. Rapport moral\n2. Élection du conseil');
    expect(text).toContain('Oui : 10 ; Non : 2 ; Ne se prononce pas : 1.\nRésolution adoptée.');
    expect(text).toContain('la séance est levée à 16:30');
    expect(text).not.toContain('COMMENTAIRES');
  });

  it('says who is still to be chosen, and summarises the comments when asked', () => {
    const text = draftMinutes(facts, { chair: null, secretary: null }, { includeComments: true });
    expect(text).toContain('Présidence de séance : (à désigner)');
    expect(text).toContain('3 commentaires reçus, dont le plus récent :\n- Jeanne Petit : Merci au bureau');
  });

  it('says an election left seats vacant on a tie, and gives a secret ballot as counts only', () => {
    const lines = describeResult(election);
    expect(lines[0]).toContain('scrutin secret');
    expect(lines).toContain('Voix par candidat : Alice : 9 ; Bruno : 8 ; Chloé : 5 ; David : 5 ; Emma : 1.');
    expect(lines).toContain('Élu(e)s : Alice, Bruno.');
    expect(lines).toContain("Égalité au dernier siège entre Chloé, David : aucun d'eux n'est élu.");
    expect(lines).toContain('Sièges non pourvus : 1.');
  });

  it('says a vote still open was not closed, and a missing quorum', () => {
    const open = describeResult({ ...approval, status: 'ouverte', outcome: null });
    expect(open).toContain("Le vote n'a pas été clos.");
    const missed = draftMinutes(
      { ...facts, figures: { ...figures, present: 2, represented: 1, quorum_reached: false } },
      { chair: null, secretary: null },
      { includeComments: false },
    );
    expect(missed).toContain('le quorum est non atteint');
  });

  it('says how each resolution was counted, the show of hands apart, and names a second round', () => {
    const mixed: ResolutionResult = {
      ...approval,
      online_votes: 10,
      hand: { voters: 3, oui: 2, non: 1, abstention: 0, options: [] },
    };
    expect(describeResult(approval)).toContain('Vote en ligne.');
    expect(describeResult(mixed)).toEqual(
      expect.arrayContaining([
        'Vote en ligne et à main levée (10 en ligne, 3 à main levée).',
        'Dont à main levée : Oui : 2 ; Non : 1 ; Ne se prononce pas : 0.',
      ]),
    );
    const second = { ...approval, round: 2, previous_resolution_id: 'r1' };
    const text = draftMinutes(
      { ...facts, results: [approval, second] },
      { chair: null, secretary: null },
      { includeComments: false },
    );
    expect(text).toContain(`Résolution 2 : ${approval.title} (Second tour)`);
  });

  it('quotes a comment by its first line, cut', () => {
    expect(firstLine('  Première ligne\nseconde')).toBe('Première ligne');
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
  });
});
