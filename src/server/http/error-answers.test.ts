import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/error-codes.ts';
import { createAdmin, signedInAs } from '../testing/factories.ts';
import { multipartPayload } from '../testing/multipart.ts';
import { registrationInput } from '../testing/registration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
});
afterAll(() => t.close());

const MISSING_TEXT = 'Ce champ est obligatoire';

describe('a refused request', () => {
  it('names every invalid field, in French', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: MISSING_TEXT,
        fields: [
          { path: 'email', message: MISSING_TEXT },
          { path: 'password', message: MISSING_TEXT },
        ],
      },
    });
  });

  it('names the query parameters it could not read', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?page=abc&pageSize=1000',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'page', message: 'La page doit être un nombre entier' },
      { path: 'pageSize', message: 'La taille de page doit être un nombre entier entre 1 et 100' },
    ]);
  });

  it('keeps the texts the schemas write themselves', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration/checkout',
      payload: { ...registrationInput(), email: 'pas-un-email', code_postal: undefined },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields).toContainEqual({ path: 'email', message: 'Adresse email invalide' });
    expect(fields).toContainEqual({
      path: 'code_postal',
      message: 'Veuillez remplir tous les champs obligatoires',
    });
  });

  it('names the invalid text fields of an upload too', async () => {
    const { payload, headers } = await multipartPayload(
      { type: 'brouillon', user_id: 'quelqu-un' },
      { name: 'Statuts.pdf', type: 'application/pdf', data: '%PDF-1.4 statuts' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: [
        { path: 'type', message: 'Type de document invalide' },
        { path: 'user_id', message: 'Veuillez sélectionner un utilisateur cible' },
      ],
    });
  });
});

type Operation = {
  'x-role': string;
  operationId: string;
  parameters?: unknown[];
  responses: Record<string, { $ref?: string }>;
};

describe('GET /api/openapi.json', () => {
  it('describes on every operation the error answers its role, method and path allow', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const errorStatuses = (operation: Operation) =>
      Object.keys(operation.responses).filter((status) => status >= '400');
    for (const { path, method, operation } of operations) {
      const statuses = errorStatuses(operation);
      const name = `${method} ${path}`;
      expect(statuses, name).toContain('503');
      if (operation['x-role'] !== 'public') expect(statuses, name).toContain('401');
      if (operation['x-role'] === 'admin') expect(statuses, name).toContain('403');
      if (path.includes('{')) expect(statuses, name).toContain('404');
      if (method !== 'get') expect(statuses, name).toEqual(expect.arrayContaining(['400', '403', '409']));
      for (const status of statuses) {
        const response = operation.responses[status];
        const target = response?.$ref?.split('/').pop() ?? '';
        expect(document.components.responses[target], `${name} ${status}`).toBeDefined();
      }
    }
    const login = document.paths['/api/auth/login'].post as Operation;
    expect(errorStatuses(login)).toEqual(['400', '403', '409', '429', '503']);
    const passwordChange = document.paths['/api/members/me/password'].post as Operation;
    expect(errorStatuses(passwordChange)).toContain('429');

    const errorShape = document.components.schemas.ErrorResponse;
    expect(errorShape.properties.error.required).toEqual(['code', 'message']);
    expect(errorShape.properties.error.properties.fields.items.required).toEqual(['path', 'message']);
    expect(document.components.responses.Error400.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
  });

  it('names every operation once, as the web client’s types call it, with the error codes it may meet', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const names = operations.map(({ operation }) => operation.operationId);
    for (const [index, { path, method }] of operations.entries()) {
      // verbNoun: listStructures, getMyProfile.
      expect(names[index], `${method} ${path}`).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
    }
    expect(new Set(names).size).toBe(names.length);
    for (const { path, method, operation } of operations) {
      // Reading public data with no input (the association's name, the legal texts) cannot be refused.
      if (operation['x-role'] === 'public' && method === 'get' && !operation.parameters) continue;
      const clientErrors = Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status));
      expect(clientErrors, `${method} ${path}`).not.toEqual([]);
    }
    const errorShape = document.components.schemas.ErrorResponse;
    expect(errorShape.properties.error.properties.code.enum).toEqual([...ERROR_CODES]);
  });
});
