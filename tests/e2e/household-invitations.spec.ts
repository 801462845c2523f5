import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { createActiveMember, newApiContext, registerThroughApi } from './support/members.ts';
import { withOffers } from './support/offers.ts';
import { newPerson } from './support/people.ts';

const suffix = Date.now().toString(36).slice(-4);
const HOUSEHOLD = `Foyer invité ${suffix}`;

test('a member named in a stranger’s household joins it only by accepting from her space', async ({
  page,
}) => {
  const claire = await createActiveMember(newPerson('Claire', 'Vasseur'));
  const payer = newPerson('Hugo', 'Lemaire');
  await withOffers(
    [{ name: HOUSEHOLD, pricing: 'fixe', price: 15, household_size: 3, position: 12 }],
    async ([offer]) => {
      const since = Date.now();
      await test.step('a visitor pays a household naming her address under another name', async () => {
        const visitor = await newApiContext();
        try {
          await registerThroughApi(visitor, payer, {
            offer_id: offer?.id,
            household: [{ prenom: 'Nom', nom: 'Inventé', email: claire.email }],
          });
        } finally {
          await visitor.dispose();
        }
      });

      await test.step('she is asked by mail, not enrolled', async () => {
        const mail = await waitForMail({
          to: claire.email,
          subject: new RegExp(`^${payer.prenom} ${payer.nom} vous invite dans son foyer$`),
          since,
        });
        expect(mail.text).toContain(`Bonjour ${claire.prenom},`);
        expect(mail.text).toContain('/adhesion');
        await signIn(page, claire);
        await page.goto('/adhesion');
        const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
        await expect(history.getByRole('row').filter({ hasText: '0,00 €' })).toHaveCount(0);
      });

      await test.step('she accepts from /adhesion and finds the household’s membership in her history', async () => {
        const invitations = page.getByRole('region', { name: 'Invitations à rejoindre un foyer' });
        await expect(invitations).toContainText(`${payer.prenom} ${payer.nom} vous invite dans son foyer`);
        await expect(invitations).toContainText(HOUSEHOLD);
        await invitations.getByRole('button', { name: 'Accepter' }).click();
        await expect(page.getByText('Vous avez rejoint le foyer')).toBeVisible();
        await expect(invitations).toHaveCount(0);
        const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
        await expect(history.getByRole('row').filter({ hasText: '0,00 €' })).toHaveCount(1);
      });
    },
  );
});
