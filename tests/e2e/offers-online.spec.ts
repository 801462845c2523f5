import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { fillRegistrationFields, validateThroughApi } from './support/members.ts';
import { withOffers } from './support/offers.ts';
import { newPerson } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-4);
const REDUCED = `Tarif réduit ${suffix}`;
const HOUSEHOLD = `Foyer (jusqu’à 4 personnes) ${suffix}`;
const CONDITION = 'étudiants, demandeurs d’emploi';

test('a visitor joins online with the reduced price and finds it on her membership page once validated', async ({
  page,
}) => {
  const lea = newPerson('Lea', 'Bernard');
  await withOffers(
    [{ name: REDUCED, pricing: 'reduit', price: 3, condition: CONDITION, position: 10 }],
    async () => {
      await test.step('the sign-up page offers the ordinary membership and the reduced price, with its condition', async () => {
        await page.goto('/register');
        await expect(page.getByRole('region', { name: 'Membre Ordinaire' })).toContainText('7,50 €');
        const reduced = page.getByRole('region', { name: REDUCED });
        await expect(reduced).toContainText('3,00 €');
        await expect(reduced).toContainText(`Réservé aux : ${CONDITION}`);
        await reduced.getByRole('button', { name: 'Choisir cette offre' }).click();
        await expect(reduced).toContainText('Offre choisie');
        await expect(page.getByText(`Adhésion annuelle (${REDUCED}) : 3,00 €`)).toBeVisible();
      });

      await test.step('she pays 3,00 € for the named offer on the payment page', async () => {
        await fillRegistrationFields(page, lea);
        await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
        await expect(page).toHaveURL(/\/paiement-simule\//);
        await expect(page.getByText(`${REDUCED} — Adhésion annuelle`)).toBeVisible();
        await expect(page.getByText('3,00 €')).toBeVisible();
        await page.getByRole('button', { name: 'Payer', exact: true }).click();
        await expect(
          page.getByRole('heading', { name: `Paiement validé ! Merci ${lea.prenom}.` }),
        ).toBeVisible();
      });

      await test.step('validated, she finds her 3,00 € membership active on /adhesion', async () => {
        await validateThroughApi(lea.email);
        await signIn(page, lea);
        await page.goto('/adhesion');
        const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
        const row = history.getByRole('row').filter({ hasText: '3,00 €' });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText('Active');
      });
    },
  );
});

test('a family of three joins with one payment, and the two others are invited by mail', async ({ page }) => {
  const payer = newPerson('Nadia', 'Roussel');
  const others = [newPerson('Paul', 'Roussel'), newPerson('Lina', 'Roussel')];
  await withOffers(
    [{ name: HOUSEHOLD, pricing: 'fixe', price: 15, household_size: 4, position: 11 }],
    async () => {
      const since = Date.now();
      await test.step('the payer chooses the household offer and names the two others', async () => {
        await page.goto('/register');
        const household = page.getByRole('region', { name: HOUSEHOLD });
        await expect(household).toContainText('Foyer : jusqu’à 4 personnes');
        await household.getByRole('button', { name: 'Choisir cette offre' }).click();
        await fillRegistrationFields(page, payer);
        for (const [index, person] of others.entries()) {
          await household.getByRole('button', { name: 'Ajouter un membre du foyer' }).click();
          const which = `(personne ${index + 2})`;
          await household.getByRole('textbox', { name: `Prénom ${which}`, exact: true }).fill(person.prenom);
          await household.getByRole('textbox', { name: `Nom ${which}`, exact: true }).fill(person.nom);
          await household.getByRole('textbox', { name: `Email ${which}`, exact: true }).fill(person.email);
        }
        await expect(page.getByText(`Adhésion annuelle (${HOUSEHOLD}) : 15,00 €`)).toBeVisible();
      });

      await test.step('one payment of 15,00 €, and the success page names who was added', async () => {
        await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
        await expect(page).toHaveURL(/\/paiement-simule\//);
        await expect(page.getByText('15,00 €')).toBeVisible();
        await page.getByRole('button', { name: 'Payer', exact: true }).click();
        await expect(
          page.getByRole('heading', { name: `Paiement validé ! Merci ${payer.prenom}.` }),
        ).toBeVisible();
        for (const person of others) {
          await expect(page.getByText(`${person.prenom} ${person.nom}`)).toBeVisible();
        }
      });

      await test.step('each of the two others receives the invitation to choose a password', async () => {
        for (const person of others) {
          const invitation = await waitForMail({ to: person.email, subject: /^Votre espace membre/, since });
          expect(invitation.text).toContain(`Bonjour ${person.prenom},`);
          expect(invitation.text).toContain('/reset-password?token=');
        }
      });
    },
  );
});
