import { signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';
import { ADMIN } from './support/people.ts';

test('the admin manages questions and a member never draws the same one twice in a row', async ({ page }) => {
  const member = await createActiveMember();
  const run = Date.now().toString(36);
  const questions = [
    `Quel est votre plus ancien souvenir ? (${run})`,
    `Comment était la maison de votre enfance ? (${run})`,
    `Quelle chanson vous rappelle votre jeunesse ? (${run})`,
  ];
  const list = page.getByRole('list', { name: 'Questions' });

  await test.step('the admin adds questions; a blank one is ignored', async () => {
    await signIn(page, ADMIN);
    await page.goto('/admin/aide-questions');
    const input = page.getByRole('textbox', { name: 'Nouvelle question' });
    await input.fill('   ');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect(input).toHaveValue('   ');
    for (const question of questions) {
      await input.fill(question);
      await page.getByRole('button', { name: 'Ajouter' }).click();
      await expect(list.getByText(question)).toBeVisible();
      await expect(input).toHaveValue('');
    }
    await expect(page.getByText('Question ajoutée').first()).toBeVisible();
  });

  await test.step('the admin rewords one in place, cancels another edit, deletes one', async () => {
    const reworded = `Quelle chanson fredonniez-vous à vingt ans ? (${run})`;
    await list
      .getByRole('listitem', { name: questions[2] })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const editor = list.getByRole('textbox', { name: 'Texte de la question' });
    await editor.fill(reworded);
    await list.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Question modifiée')).toBeVisible();
    await expect(list.getByText(reworded)).toBeVisible();

    await list.getByRole('listitem', { name: reworded }).getByRole('button', { name: 'Modifier' }).click();
    await editor.fill('Texte abandonné');
    await list.getByRole('button', { name: 'Annuler' }).click();
    await expect(list.getByText(reworded)).toBeVisible();

    const doomed = `Question à supprimer (${run})`;
    await page.getByRole('textbox', { name: 'Nouvelle question' }).fill(doomed);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await list.getByRole('listitem', { name: doomed }).getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Supprimer cette question ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Question supprimée')).toBeVisible();
    await expect(list.getByText(doomed)).toHaveCount(0);
    await signOut(page);
  });

  await test.step('the member draws ten times and never sees the same question twice in a row', async () => {
    await signIn(page, member);
    await page.goto('/aide-questions');
    const shown = page.getByTestId('question-card');
    await expect(shown).not.toHaveText('Chargement...');
    let previous = (await shown.textContent()) ?? '';
    const backgrounds = new Set<string>();
    for (let draw = 0; draw < 10; draw += 1) {
      await page.getByRole('button', { name: 'Nouvelle question' }).click();
      await expect(shown).not.toHaveText(previous);
      previous = (await shown.textContent()) ?? '';
      backgrounds.add(await shown.evaluate((element) => element.style.background));
    }
    expect(backgrounds.size).toBe(4);
  });
});

test('with no question, the page says so and cannot draw', async ({ page }) => {
  const member = await createActiveMember();
  await signIn(page, member);
  await page.route('**/api/questions/random*', (route) => route.fulfill({ json: { question: null } }));
  // Through the menu: the browser reads the question itself (a page opened from its address is
  // drawn with the server's own reading, which the test cannot answer in its place).
  await page.getByRole('link', { name: 'Questions inspirantes' }).click();
  await expect(page.getByText('Aucune question disponible.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle question' })).toBeDisabled();
});
