import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import type { OfferInput } from '../../src/domain/membership-offers-schemas.ts';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { ok } from './support/members.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-4);

/** The ledger's period, typed as the treasurer does, the calendar closed before reading. */
async function showPeriod(page: Page, from: string, to: string) {
  await page.getByRole('textbox', { name: 'Du' }).fill(from);
  await page.getByRole('textbox', { name: 'Au' }).fill(to);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('.mantine-Popover-dropdown')).toHaveCount(0);
}

/**
 * An offer added as the administrator does on /admin/parametres, through the API of the signed-in
 * page; `archive` puts it away afterwards (a used offer cannot be deleted), so that the specs
 * after this one see the association's one card online.
 */
async function addOffer(page: Page, offer: Pick<OfferInput, 'name' | 'price'> & Partial<OfferInput>) {
  const input: OfferInput = {
    description: '',
    benefits: [],
    type: 'standard',
    pricing: 'fixe',
    min_price: null,
    condition: null,
    household_size: null,
    open_to_registration: false,
    open_to_renewal: false,
    position: 40,
    archived: false,
    ...offer,
  };
  const { id } = await ok<{ id: string }>(await page.request.post('/api/admin/offers', { data: input }));
  return {
    id,
    archive: async () => {
      await page.request.put(`/api/admin/offers/${id}`, { data: { ...input, archived: true } });
    },
  };
}

/** A family joins online with one payment on the simulated provider, as /register does it. */
async function joinAsHousehold(offerId: string, payer: Person, others: Person[]) {
  const visitor: APIRequestContext = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const { url } = await ok<{ url: string }>(
      await visitor.post('/api/registration/checkout', {
        data: {
          ...payer,
          offer_id: offerId,
          household: others.map(({ prenom, nom, email }) => ({ prenom, nom, email })),
        },
      }),
    );
    const paid = await visitor.post(`${new URL(url).pathname}/payer`, { maxRedirects: 0 });
    const sessionId = new URL(paid.headers().location ?? '', url).searchParams.get('session_id');
    await ok(await visitor.post('/api/registration/finalize', { data: { session_id: sessionId } }));
  } finally {
    await visitor.dispose();
  }
}

/** What the administrator does on /admin/validation-adhesions, for each of these people. */
async function validate(page: Page, people: Person[]) {
  for (const person of people) {
    const search = new URLSearchParams({ search: person.email });
    const pending = await ok<{ items: { id: string; email: string }[] }>(
      await page.request.get(`/api/admin/pending-users?${search}`),
    );
    const user = pending.items.find((candidate) => candidate.email === person.email);
    if (!user) throw new Error(`${person.email} is not awaiting validation`);
    await ok(await page.request.post(`/api/admin/pending-users/${user.id}/validate`));
  }
}

async function findInRegister(page: Page, person: Person) {
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(person.email);
  return page.getByRole('row', { name: `${person.prenom} ${person.nom}` });
}

test('the treasurer records a reduced-price membership by hand, corrects its offer, and finds it in the ledger', async ({
  page,
}) => {
  const reducedName = `Tarif réduit ${suffix}`;
  const member = await createMemberWithoutMembership(newPerson('Bastien', `Offre${suffix}`));
  const fullName = `${member.prenom} ${member.nom}`;
  await signIn(page, ADMIN);
  const reduced = await addOffer(page, {
    name: reducedName,
    pricing: 'reduit',
    price: 3,
    condition: 'étudiants, demandeurs d’emploi',
  });
  try {
    await test.step('choosing « Tarif réduit » fills 3,00 €; the mode must still be chosen', async () => {
      const row = await findInRegister(page, member);
      await row.getByRole('button', { name: `Ajouter une adhésion à ${fullName}` }).click();
      const dialog = page.getByRole('dialog');
      const offer = dialog.getByRole('combobox', { name: 'Offre (type de membre)' });
      await expect(offer).toHaveValue(/^Membre Ordinaire — 7,50/);
      await offer.click();
      await page.getByRole('option', { name: `${reducedName} — 3,00 €` }).click();
      await expect(dialog.getByRole('textbox', { name: 'Montant' })).toHaveValue('3,00 €');
      // A day of its own in the past: the ledger's period then holds this payment alone.
      await dialog.getByRole('textbox', { name: 'Date de début' }).fill('15/03/2003');
      const mode = dialog.getByRole('combobox', { name: 'Mode de paiement' });
      await expect(mode).toHaveValue('');
      await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(mode).toHaveAccessibleDescription('Veuillez choisir le mode de paiement');
      await mode.click();
      await page.getByRole('option', { name: 'Espèces' }).click();
      await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Adhésion ajoutée avec succès')).toBeVisible();
      await expect(row).toContainText(reducedName);
      await expect(row).toContainText('3,00 €');
    });

    await test.step('he corrects it to Membre Actif paid by cheque: the status follows, the amount paid stays', async () => {
      const row = page.getByRole('row', { name: fullName });
      await row.getByRole('button', { name: `Modifier l'adhésion de ${fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: "Modifier l'adhésion" });
      const offer = dialog.getByRole('combobox', { name: 'Offre (type de membre)' });
      await expect(offer).toHaveValue(new RegExp(`^${reducedName} — 3,00`));
      await offer.click();
      await page.getByRole('option', { name: 'Membre Actif — 10,00 €' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Montant' })).toHaveValue('3,00 €');
      await dialog.getByRole('combobox', { name: 'Mode de paiement' }).click();
      await page.getByRole('option', { name: 'Chèque' }).click();
      await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Adhésion modifiée avec succès')).toBeVisible();
      await expect(row).toContainText('Membre Actif');
      await expect(row).toContainText('3,00 €');
    });

    await test.step('the ledger shows the payment with its offer', async () => {
      await page.goto('/admin/paiements');
      await showPeriod(page, '15/03/2003', '15/03/2003');
      const payment = page.getByRole('row', { name: new RegExp(`^Paiement de ${fullName}`) });
      await expect(payment).toContainText('Membre Actif');
      await expect(payment).toContainText('3,00 €');
      await expect(payment).toContainText('Chèque');
    });
  } finally {
    await reduced.archive();
  }
});

test('a household’s one payment is one line of the ledger, and each member’s certificate names them', async ({
  page,
}) => {
  const householdName = `Foyer (jusqu’à 4 personnes) ${suffix}`;
  const payer = newPerson('Nadia', `Foyer${suffix}`);
  const others = [newPerson('Paul', `Foyer${suffix}`), newPerson('Lina', `Foyer${suffix}`)];
  await signIn(page, ADMIN);
  const household = await addOffer(page, {
    name: householdName,
    price: 15,
    household_size: 4,
    open_to_registration: true,
    position: 41,
  });
  try {
    await joinAsHousehold(household.id, payer, others);
    await validate(page, [payer, ...others]);

    await test.step('the ledger shows one payment of 15,00 € for three people', async () => {
      await page.goto('/admin/paiements');
      // Today's export holds every payment of the day, however many other specs made.
      const today = new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
      await showPeriod(page, today, today);
      const started = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exporter en CSV' }).click();
      const lines = (await readFile(await (await started).path(), 'utf8')).split('\r\n');
      const ofPerson = (person: Person) =>
        lines.filter((line) => line.includes(`"${person.nom}";"${person.prenom}"`));
      const [payment] = ofPerson(payer);
      expect(ofPerson(payer)).toHaveLength(1);
      expect(payment).toContain(`"${householdName}";"3";"15,00"`);
      for (const person of others) expect(ofPerson(person)).toEqual([]);
    });

    await test.step('a household member’s certificate names her and who paid', async () => {
      const [lina] = others.slice(1);
      if (!lina) throw new Error('Lina manque');
      const row = await findInRegister(page, lina);
      await expect(row).toContainText(`Foyer de ${payer.prenom} ${payer.nom}`);
      const downloading = page.waitForEvent('download');
      await row
        .getByRole('button', { name: `Télécharger l'attestation d'adhésion de ${lina.prenom} ${lina.nom}` })
        .click();
      const file = await (await downloading).path();
      const text = await pdfText(await readFile(file));
      expect(text).toContain(`${lina.prenom} ${lina.nom}`);
      expect(text).toContain(householdName);
      expect(text).toContain(`Adhésion foyer réglée par ${payer.prenom} ${payer.nom}`);
      expect(text).toContain('15,00 €');
    });
  } finally {
    await household.archive();
  }
});
