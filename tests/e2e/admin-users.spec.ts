import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { eraseThroughApi } from './support/members.ts';
import { createMemberWithoutMembership } from './support/memberships.ts';
import { ADMIN, newPerson } from './support/people.ts';

/** The last day a year's membership from today covers: the eve of the same day next year. */
const oneYearFromToday = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  date.setDate(date.getDate() - 1);
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(date);
};

test('the register shows the membership each member holds, and no column spills into the next', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const never = await createMemberWithoutMembership(newPerson('Irene', `Registre-${stamp}`));
  const paying = await createMemberWithoutMembership(newPerson('Gaston', `Registre-${stamp}`));
  const neverRow = page.getByRole('row', { name: `${never.prenom} ${never.nom}` });
  const payingRow = page.getByRole('row', { name: `${paying.prenom} ${paying.nom}` });

  await test.step('a member who never paid reads "Aucune adhésion", without the fee of their status', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(`registre-${stamp}`);
    await expect(neverRow).toContainText('Membre Ordinaire');
    await expect(neverRow).toContainText('Aucune adhésion');
    await expect(neverRow).not.toContainText('€');
  });

  await test.step('an Actif membership at 10 € shows its type, amount and end', async () => {
    const addButton = payingRow.getByRole('button', {
      name: `Ajouter une adhésion à ${paying.prenom} ${paying.nom}`,
    });
    // The icon's label shows above it while the pointer is on it.
    const shownLabel = () =>
      addButton.evaluate(
        (button) => button.ownerDocument.defaultView?.getComputedStyle(button, '::after').content,
      );
    expect(await shownLabel()).toBe('none');
    await addButton.hover();
    expect(await shownLabel()).toBe(`"Ajouter une adhésion à ${paying.prenom} ${paying.nom}"`);
    await addButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Type de membre' }).click();
    await page.getByRole('option', { name: 'Membre Actif' }).click();
    await dialog.getByRole('combobox', { name: 'Mode de paiement' }).click();
    await page.getByRole('option', { name: 'Virement' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adhésion ajoutée avec succès')).toBeVisible();
    await expect(payingRow).toContainText('Active');
    await expect(payingRow).toContainText('Membre Actif');
    await expect(payingRow).toContainText(`10,00 € · Jusqu'au ${oneYearFromToday()}`);
    await expect(neverRow).toContainText('Aucune adhésion');
  });

  await test.step('at 1280 px every cell holds its content and the table needs no sideways scroll', async () => {
    const table = page.getByRole('table');
    const overflowing = await table.evaluate((element) =>
      [...element.querySelectorAll('th, td')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(overflowing).toEqual([]);
    expect(
      await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0)),
    ).toBe(true);
  });
});

test('the administrator is offered neither to delete their own account nor to give up their role', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const other = await createMemberWithoutMembership(newPerson('Odile', `Soi-${stamp}`));
  const self = `${ADMIN.prenom} ${ADMIN.nom}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/users');

  await test.step('another member can be deleted, the administrator herself cannot', async () => {
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(`soi-${stamp}`);
    const otherRow = page.getByRole('row', { name: `${other.prenom} ${other.nom}` });
    await expect(
      otherRow.getByRole('button', { name: `Supprimer ${other.prenom} ${other.nom}` }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Rechercher' }).fill(ADMIN.email);
    const ownRow = page.getByRole('row', { name: self });
    await expect(ownRow.getByRole('button', { name: `Modifier ${self}` })).toBeVisible();
    await expect(ownRow.getByRole('button', { name: `Supprimer ${self}` })).toHaveCount(0);
  });

  await test.step('her own role cannot be changed to « Utilisateur », and the form says why', async () => {
    await page.getByRole('button', { name: `Modifier ${self}` }).click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
    await expect(
      dialog.getByText('Vous ne pouvez pas retirer votre propre rôle administrateur'),
    ).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Rôle' }).click();
    await expect(page.getByRole('option', { name: 'Utilisateur' })).toHaveAttribute('aria-disabled', 'true');
  });
});

test('the register appears whole: the association named from the start, its closed lists not drawn', async ({
  page,
}) => {
  // Every text the header's link to the home page shows, from the page's first script on (run in
  // the page, where the tests' own TypeScript has no DOM).
  await page.addInitScript({
    content: `
      window.headerNames = new Set();
      new MutationObserver(() => {
        const name = document.querySelector('header a')?.textContent;
        if (name) window.headerNames.add(name);
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
  });
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  // The register itself, not only its title, which the frame's placeholder already shows.
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();

  await test.step('the header never shows a stand-in for the name, then redraws with it', async () => {
    expect(await page.evaluate('[...window.headerNames]')).toEqual(['Association HDS']);
  });

  await test.step('the membership filter has no list in the page until it opens', async () => {
    await expect(page.locator('[role="listbox"]')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Adhésion' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: 'Expirée' }).click();
    await expect(page.getByRole('combobox', { name: 'Adhésion' })).toHaveValue('Expirée');
  });
});

test("the register drawn by the server shows its title and rows while the page's code is on its way, then stays in place", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  let release = () => {};
  const pageCode = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/UsersAdminPage-[^/]+\.js$/, async (route) => {
    await pageCode;
    await route.continue();
  });
  await page.goto('/admin/users', { waitUntil: 'commit' });

  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Utilisateurs');
  await expect(page.locator('main tbody tr').first()).toBeVisible();
  await expect(page.locator('#take-over-cover')).toBeAttached();
  const drawnBox = await title.boundingBox();

  release();
  await expect(page.locator('#take-over-cover')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utilisateurs');
  // Where the server drew it: the browser takes the page over without the title moving.
  const takenOverBox = await title.boundingBox();
  expect(Math.abs((takenOverBox?.x ?? 0) - (drawnBox?.x ?? -99))).toBeLessThan(2);
  expect(Math.abs((takenOverBox?.y ?? 0) - (drawnBox?.y ?? -99))).toBeLessThan(2);
});

test('a member erased while their form was open is refused on saving, and the form says why', async ({
  page,
}) => {
  // Four sign-ins through the pages and the API, each waiting for its mailed code.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const member = await createMemberWithoutMembership(newPerson('Ursule', `Effacee-${stamp}`));
  const name = `${member.prenom} ${member.nom}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(`effacee-${stamp}`);
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await expect(dialog).toBeVisible();

  await eraseThroughApi(member);
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Brest');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(dialog.getByRole('alert')).toHaveText(
    'Ce compte a été effacé à la demande du membre : il ne peut plus être modifié ni rien recevoir',
  );
  await expect(dialog).toBeVisible();
});
