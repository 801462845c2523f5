import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth.ts';
import { listUsersQuerySchema } from './members-schemas.ts';
import { registerSchema } from './registration.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('schemas, wherever they are parsed', () => {
  it('speak French where they write no message of their own', () => {
    expect(messages(passwordSchema.safeParse('p'.repeat(129)))).toEqual([
      'Texte trop long : 128 caractères au plus',
    ]);
    expect(messages(passwordSchema.safeParse(undefined))).toEqual(['Ce champ est obligatoire']);
    expect(messages(listUsersQuerySchema.safeParse({ page: 'abc' }))).toEqual([
      'La page doit être un nombre entier',
    ]);
  });

  it('keep the messages they write themselves', () => {
    const result = registerSchema.safeParse({ email: 'pas-un-email' });
    expect(messages(result)).toContain('Adresse email invalide');
  });
});
