import { deOrElision } from '../../src/domain/french.ts';
import { signIn } from './support/auth.ts';
import { expect, type Locator, type Page, test } from './support/fixtures.ts';
import { readLastCode } from './support/mailbox.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson } from './support/people.ts';
import { HOME_URL } from './support/urls.ts';

// Whole flows with the keyboard alone, as a member who cannot use a mouse does them: Tab to move,
// typing to fill, Enter or Space to act. No click anywhere in these tests.

/** Tab until `target` has the focus, as a person moves through the page; fails when it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses <= maxPresses; presses++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never got the focus after ${maxPresses} presses of Tab`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a member signs in with the keyboard alone: email, password, then the mailed code', async ({ page }) => {
  const member = await createActiveMember();
  await page.goto('/login');
  const since = Date.now();
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), member.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Mot de passe' }), member.password);
  await page.keyboard.press('Enter');

  const code = page.getByRole('textbox', { name: 'Code de vérification' });
  await expect(code).toBeFocused();
  await page.keyboard.type(await readLastCode(member.email, since));
  const verify = page.getByRole('button', { name: 'Vérifier' });
  await tabTo(page, verify);
  // The focus ring shows where the keyboard is.
  await expect(verify).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${member.prenom} !` })).toBeVisible();
});

test('a visitor registers and pays with the keyboard alone', async ({ page }) => {
  const visitor = newPerson('Jeanne', 'Petit');
  await page.goto('/register');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await typeInto(page, field('Prénom'), visitor.prenom);
  await typeInto(page, field('Nom'), visitor.nom);
  await typeInto(page, field('Email'), visitor.email);
  await typeInto(page, field('Mot de passe'), visitor.password);
  await typeInto(page, field('Adresse'), visitor.adresse);
  await typeInto(page, field('Code postal'), visitor.code_postal);
  await typeInto(page, field('Ville'), visitor.ville);
  await tabTo(page, page.getByRole('button', { name: 'Payer mon adhésion' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/paiement-simule\//);
  await tabTo(page, page.getByRole('button', { name: 'Payer', exact: true }));
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('heading', { name: `Paiement validé ! Merci ${visitor.prenom}.` }),
  ).toBeVisible();
});

test('a member asks to borrow equipment with the keyboard alone', async ({ browser, page }) => {
  const stamp = Date.now().toString(36);
  const materialName = `Micro-cravate ${stamp}`;
  const member = await createActiveMember(newPerson('Lucie', 'Moreau'));

  await test.step('the equipment is in the catalogue', async () => {
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ADMIN);
    const category = await admin.request.post('/api/admin/material-categories', {
      data: { name: `Son ${stamp}`, description: null, icon: 'Mic' },
    });
    expect(category.ok()).toBe(true);
    const material = await admin.request.post('/api/admin/materials', {
      data: {
        name: materialName,
        description: 'Micro sans fil',
        category_id: ((await category.json()) as { id: string }).id,
        total_quantity: 3,
        available_quantity: 3,
        default_state: null,
        image_url: null,
      },
    });
    expect(material.ok()).toBe(true);
  });

  await signIn(page, member);
  await page.goto('/material/reservation');
  await typeInto(page, page.getByRole('textbox', { name: 'Rechercher du matériel' }), materialName);
  const card = page.getByRole('article', { name: materialName });
  await expect(page.getByRole('article')).toHaveCount(1);
  await tabTo(page, card.getByRole('button', { name: 'Réserver' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Réserver ${materialName}` });
  await expect(dialog).toBeVisible();
  const quantity = dialog.getByRole('textbox', { name: 'Quantité' });
  await tabTo(page, quantity);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  // A date-time field takes its parts one after the other, in the order of the browser's language.
  // Day equal to month and a morning hour ('A' picks AM where the clock has twelve hours): the same
  // keys make the same date in French and in English.
  await typeInto(page, dialog.getByLabel('Date de début'), '06062030');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0900A');
  await expect(dialog.getByLabel('Date de début')).toHaveValue('2030-06-06T09:00');
  await typeInto(page, dialog.getByLabel('Date de fin'), '07072030');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1130A');
  await expect(dialog.getByLabel('Date de fin')).toHaveValue('2030-07-07T11:30');
  await typeInto(
    page,
    dialog.getByRole('textbox', { name: "Contexte d'usage" }),
    'Entretiens à la résidence Les Tilleuls',
  );
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmer' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Demande de réservation envoyée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto('/material/loans');
  const loan = page.getByRole('article', { name: `Emprunt ${deOrElision(materialName)}` });
  await expect(loan).toContainText('En attente');
  await expect(loan).toContainText('Quantité : 2');
  await expect(loan).toContainText('Du 06/06/2030 09:00 au 07/07/2030 11:30');
});
