import { signIn } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type Browser, expect, type Page, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN, newPerson, type Person } from './support/people.ts';

async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person);
  return page;
}

/** Through the settings page, as an administrator does it. */
async function switchMaterialLoans(admin: Page, on: boolean) {
  await admin.goto('/admin/parametres');
  const section = admin.getByRole('region', { name: 'Modules' });
  const lending = section.getByRole('switch', { name: 'Prêt de matériel' });
  await expect(lending).toBeChecked({ checked: !on });
  await lending.setChecked(on, { force: true });
  await section.getByRole('button', { name: 'Enregistrer les modules' }).click();
  await expect(admin.getByText('Modules enregistrés')).toBeVisible();
}

test('the admin switches the equipment lending off: gone from the menus, its pages not found, back when on', async ({
  browser,
}) => {
  const member = await signedInPage(browser, await createActiveMember(newPerson('Jeanne', 'Module')));
  const admin = await signedInPage(browser, ADMIN);
  const memberMenu = member.getByRole('navigation', { name: "Menu de l'espace membre" });
  await member.goto('/');
  await expect(memberMenu.getByRole('link', { name: 'Réserver du matériel' })).toBeVisible();

  await admin.goto('/admin/parametres');
  await expect(admin.getByRole('region', { name: 'Modules' })).toContainText('Ses données sont gardées');
  await expectNoAxeViolations(admin, '/admin/parametres');
  try {
    await test.step('switched off, the module leaves every menu and its pages are not found', async () => {
      await switchMaterialLoans(admin, false);
      await expect(admin.getByRole('link', { name: 'Emprunts', exact: true })).toHaveCount(0);
      await admin.goto('/admin/material/loans');
      await expect(admin.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();

      await member.goto('/');
      await expect(memberMenu.getByRole('link', { name: 'Documents' })).toBeVisible();
      await expect(memberMenu.getByRole('link', { name: 'Réserver du matériel' })).toHaveCount(0);
      await expect(memberMenu.getByRole('link', { name: 'Mes emprunts' })).toHaveCount(0);
      await member.goto('/material/reservation');
      await expect(member.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
      await expectNoAxeViolations(member, '/material/reservation (module retiré)');
      await member.getByRole('link', { name: 'Revenir au tableau de bord' }).click();
      await expect(member).toHaveURL(/\/$/);
    });
  } finally {
    await switchMaterialLoans(admin, true);
  }

  await test.step('switched back on, the menu leads to the page again', async () => {
    await member.goto('/');
    await memberMenu.getByRole('link', { name: 'Réserver du matériel' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Réserver du matériel' })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Page introuvable' })).toHaveCount(0);
  });
});
