import { deOrElision } from '../../../src/domain/french.ts';
import { deleteAllAssemblies, futureDateTime } from '../support/assemblies.ts';
import { signIn, signOut } from '../support/auth.ts';
import { expect, type Locator, type Page, test } from '../support/fixtures.ts';
import { createActiveMember } from '../support/members.ts';
import { ADMIN, newPerson } from '../support/people.ts';

/** Nothing reaches past the screen's right edge: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  // The root element is the document's scrolling element in standards mode.
  await expect
    .poll(() => page.locator('html').evaluate((root) => root.scrollWidth))
    .toBeLessThanOrEqual(width);
}

/** A text shown whole, not cut by an ellipsis (a badge beside a long title). */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** The burger menu, as a person on a phone reaches another page. */
async function openFromMenu(page: Page, link: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: link }).click();
}

test('a member goes through the main pages on a phone, nothing cut or out of reach', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const member = await createActiveMember(newPerson('Lucie', `Moreau-${stamp}`));
  const eventTitle = `Rencontre intergénérationnelle autour des souvenirs de la Libération ${stamp}`;
  const documentName = `Charte des bénévoles ${stamp}.pdf`;
  const materialName = `Enregistreur Zoom ${stamp}`;
  const when = futureDateTime();

  await test.step('the admin prepares an event, a document, an AG and six recorders', async () => {
    await signIn(page, ADMIN);
    await deleteAllAssemblies(page);
    const created = async (path: string, options: Parameters<Page['request']['post']>[1]) => {
      const response = await page.request.post(path, options);
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { id: string };
    };
    await created('/api/events', {
      data: {
        titre: eventTitle,
        description: 'Apportez une photo ancienne.',
        date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        lieu: 'Médiathèque',
        places_max: 12,
      },
    });
    await created('/api/admin/documents', {
      multipart: {
        type: 'general',
        file: { name: documentName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 charte') },
      },
    });
    await created('/api/admin/assemblies', {
      data: {
        date: new Date(`${when.typed}:00Z`).toISOString(),
        lieu: 'Salle Molière, Lyon',
        ordre_du_jour: ['Rapport moral'],
        status: 'a_venir',
      },
    });
    const category = await created('/api/admin/material-categories', {
      data: { name: `Audio ${stamp}`, icon: 'Mic' },
    });
    await created('/api/admin/materials', {
      data: {
        name: materialName,
        description: 'Pour les entretiens',
        category_id: category.id,
        total_quantity: 6,
        available_quantity: 6,
      },
    });
    await signOut(page);
  });

  await test.step('she signs in and reads her dashboard', async () => {
    await signIn(page, member);
    await expect(page.getByRole('heading', { name: new RegExp(member.prenom) })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  await test.step('she registers to the event; the "Inscrit" badge is whole beside its long title', async () => {
    await openFromMenu(page, 'Événements');
    await page.getByRole('textbox', { name: 'Rechercher un événement' }).fill(stamp);
    const card = page.getByRole('article', { name: eventTitle });
    await card.getByRole('button', { name: "S'inscrire" }).click();
    await expectWhole(card.getByText('Inscrit', { exact: true }));
    await expectNoSidewaysScroll(page);
  });

  await test.step('she finds the document for every member', async () => {
    await openFromMenu(page, 'Documents');
    await expect(page.getByRole('article', { name: documentName })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  await test.step('her membership history is a card with every column', async () => {
    await openFromMenu(page, 'Adhésion');
    const history = page.getByRole('region', { name: 'Historique de vos adhésions' });
    const membership = history.getByRole('article').first();
    for (const label of ['Membre Ordinaire', 'Montant', '7,50 €', 'Début', 'Fin', 'Statut']) {
      await expect(membership.getByText(label, { exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
  });

  await test.step('she reads the coming AG', async () => {
    await openFromMenu(page, 'Assemblée générale');
    await expect(page.getByRole('heading', { name: `AG du ${when.shownDay}` })).toBeVisible();
    await expect(page.getByText('Salle Molière, Lyon')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  await test.step('asking for 7 recorders of 6 is refused under the field, and 2 are requested', async () => {
    await openFromMenu(page, 'Réserver du matériel');
    await page.getByRole('textbox', { name: 'Rechercher du matériel' }).fill(materialName);
    await page.getByRole('article', { name: materialName }).getByRole('button', { name: 'Réserver' }).click();
    const modal = page.getByRole('dialog', { name: `Réserver ${materialName}` });
    const quantity = modal.getByRole('textbox', { name: 'Quantité' });
    await quantity.fill('7');
    await modal.getByLabel('Date de début').fill('2030-06-01T09:00');
    await modal.getByLabel('Date de fin').fill('2030-06-03T18:00');
    await modal.getByRole('textbox', { name: "Contexte d'usage" }).fill('Entretiens à la résidence');
    await modal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(quantity).toHaveAccessibleDescription(
      /La quantité demandée dépasse la quantité disponible \(6\)/,
    );
    await expect(quantity).toHaveValue('7');
    await expectNoSidewaysScroll(page);

    await quantity.fill('2');
    await modal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Demande de réservation envoyée')).toBeVisible();
  });

  await test.step('her loans list the request', async () => {
    await openFromMenu(page, 'Mes emprunts');
    const loan = page.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` });
    await expect(loan).toContainText('Quantité : 2');
    await expect(loan).toContainText('En attente');
    await expectNoSidewaysScroll(page);
  });
});
