import type { APIRequestContext } from '@playwright/test';
import type { OfferInput } from '../../../src/domain/membership-offers-schemas.ts';
import { newApiContext, ok, signInThroughApi } from './members.ts';
import { ADMIN } from './people.ts';

const OPEN_ONLINE: Omit<OfferInput, 'name' | 'pricing' | 'price' | 'position'> = {
  description: '',
  benefits: [],
  type: 'standard',
  min_price: null,
  condition: null,
  household_size: null,
  open_to_registration: true,
  open_to_renewal: true,
  archived: false,
};

/**
 * Offers open online for the length of `run`, added through the administrator's API, then
 * archived whatever happened (used offers cannot be deleted): the specs after it see the
 * association's one card again.
 */
export async function withOffers<T>(
  offers: (Pick<OfferInput, 'name' | 'pricing' | 'price' | 'position'> & Partial<OfferInput>)[],
  run: (created: { id: string; name: string }[]) => Promise<T>,
): Promise<T> {
  const admin: APIRequestContext = await newApiContext();
  const created: (OfferInput & { id: string })[] = [];
  try {
    await signInThroughApi(admin, ADMIN);
    for (const offer of offers) {
      const input: OfferInput = { ...OPEN_ONLINE, ...offer };
      const { id } = await ok<{ id: string }>(await admin.post('/api/admin/offers', { data: input }));
      created.push({ ...input, id });
    }
    return await run(created);
  } finally {
    for (const { id, ...offer } of created) {
      await admin.put(`/api/admin/offers/${id}`, { data: { ...offer, archived: true } });
    }
    await admin.dispose();
  }
}
