import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDINARY_BENEFITS } from '../../../domain/membership-offers.ts';
import { createOffer } from '../../testing/offers-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOffers = (query: string) => t.app.inject({ method: 'GET', url: `/api/offers${query}` });

describe('GET /api/offers', () => {
  it('shows the spec’s association its one card, « Membre Ordinaire » at 7,50 €, to anyone', async () => {
    for (const pour of ['inscription', 'renouvellement']) {
      const response = await listOffers(`?pour=${pour}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: expect.any(String),
          name: 'Membre Ordinaire',
          description: expect.any(String),
          benefits: DEFAULT_ORDINARY_BENEFITS,
          type: 'standard',
          pricing: 'fixe',
          price: 7.5,
          min_price: null,
          condition: null,
          household_size: null,
        },
      ]);
    }
  });

  it('lists the offers open to each page in the association’s order, never archived or admin-only ones', async () => {
    await createOffer(t.db, { name: 'Réduit', position: 5 });
    await createOffer(t.db, { name: 'Inscription seule', open_to_renewal: false, position: 6 });
    await createOffer(t.db, { name: 'Archivée', archived_at: new Date() });
    await createOffer(t.db, { name: 'Bureau', open_to_registration: false, open_to_renewal: false });
    const names = async (pour: string) =>
      (await listOffers(`?pour=${pour}`)).json().map((offer: { name: string }) => offer.name);
    expect(await names('inscription')).toEqual(['Membre Ordinaire', 'Réduit', 'Inscription seule']);
    expect(await names('renouvellement')).toEqual(['Membre Ordinaire', 'Réduit']);
  });

  it('refuses a page it does not know, in French', async () => {
    const response = await listOffers('?pour=autre');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'pour', message: 'Choisissez inscription ou renouvellement' },
    ]);
  });
});
