import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordFormSchema, verifyCodeSchema } from './auth.ts';
import { registerSchema } from './registration.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-in schemas', () => {
  it('asks for every field at step 1', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: '' }))).toBe(
      'Veuillez remplir tous les champs',
    );
  });

  it('lower-cases and trims the email', () => {
    expect(loginSchema.parse({ email: ' Lea@Exemple.FR ', password: 'x' }).email).toBe('lea@exemple.fr');
  });

  it('wants exactly six digits as the code', () => {
    expect(firstMessage(verifyCodeSchema.safeParse({ code: '' }))).toBe(
      'Veuillez saisir le code reçu par mail',
    );
    expect(verifyCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
    expect(verifyCodeSchema.safeParse({ code: '1234567' }).success).toBe(false);
    expect(verifyCodeSchema.parse({ code: ' 012345 ' }).code).toBe('012345');
  });
});

describe('reset password form', () => {
  it('applies the three rules of the spec, in order', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ password: '', confirmation: '' }))).toBe(
      'Veuillez remplir les deux champs',
    );
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ password: 'abcdef', confirmation: 'abcdeg' })),
    ).toBe('Les mots de passe ne correspondent pas');
    expect(firstMessage(resetPasswordFormSchema.safeParse({ password: 'abc', confirmation: 'abc' }))).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(resetPasswordFormSchema.safeParse({ password: 'abcdef', confirmation: 'abcdef' }).success).toBe(
      true,
    );
  });
});

describe('registration form', () => {
  const valid = {
    prenom: 'Jeanne',
    nom: 'Moreau',
    email: 'jeanne@exemple.fr',
    password: 'secret',
    adresse: '1 rue',
    code_postal: '69003',
    ville: 'Lyon',
  };

  it('requires every field', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, adresse: '  ' }))).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
  });

  it('wants a password of at least 6 characters', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, password: '12345' }))).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });
});
