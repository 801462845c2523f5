import { describe, expect, it } from 'vitest';
import { formatDateTimeInText, formatFileSize, formatTime } from './format.ts';
import { deOrElision } from './french.ts';

describe('deOrElision', () => {
  it('elides « de » before a vowel, accented or not, and keeps it before a consonant', () => {
    expect(`Foyer ${deOrElision('Élodie Martin')}`).toBe('Foyer d’Élodie Martin');
    expect(`Emprunt ${deOrElision('Ordinateur portable')}`).toBe('Emprunt d’Ordinateur portable');
    expect(`Saison ${deOrElision('août')}`).toBe('Saison d’août');
    expect(`Foyer ${deOrElision('Yves')}`).toBe('Foyer d’Yves');
    expect(`Foyer ${deOrElision('Marc Dupont')}`).toBe('Foyer de Marc Dupont');
  });
});

describe('formatTime', () => {
  it('writes a Paris time as French running text, on one line', () => {
    expect(formatTime('2026-03-12T19:00:00Z')).toBe('20\u00a0h');
    expect(formatTime('2026-03-12T08:30:00Z')).toBe('9\u00a0h\u00a030');
    expect(formatTime('2026-07-01T22:05:00Z')).toBe('0\u00a0h\u00a005');
    expect(formatDateTimeInText('2026-03-12T19:00:00Z')).toBe('12/03/2026 à 20\u00a0h');
  });
});

describe('formatFileSize', () => {
  it('counts in French units', () => {
    expect(formatFileSize(0)).toBe('0 octet');
    expect(formatFileSize(512)).toBe('512 octets');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 Mo');
  });
});
