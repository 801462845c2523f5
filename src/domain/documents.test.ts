import { describe, expect, it } from 'vitest';
import { documentUploadFieldsSchema, documentUploadFormSchema } from './documents.ts';

const USER = '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

describe('documentUploadFieldsSchema', () => {
  it('requires a target user for a specific document', () => {
    for (const fields of [{ type: 'specifique' }, { type: 'specifique', user_id: '' }]) {
      expect(documentUploadFieldsSchema.safeParse(fields).error?.issues[0]?.message).toBe(
        'Veuillez sélectionner un utilisateur cible',
      );
    }
    expect(documentUploadFieldsSchema.parse({ type: 'specifique', user_id: USER })).toEqual({
      type: 'specifique',
      user_id: USER,
    });
  });

  it('drops a recipient left over on a general document', () => {
    expect(documentUploadFieldsSchema.parse({ type: 'general', user_id: USER })).toEqual({
      type: 'general',
      user_id: null,
    });
  });
});

describe('documentUploadFormSchema', () => {
  it('requires a file', () => {
    const result = documentUploadFormSchema.safeParse({ file: null, type: 'general', user_id: null });
    expect(result.error?.issues[0]?.message).toBe('Veuillez choisir un fichier');
  });
});
