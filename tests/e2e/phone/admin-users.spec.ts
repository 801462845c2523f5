import { signIn } from '../support/auth.ts';
import { expect, type Locator, test } from '../support/fixtures.ts';
import { createMemberWithoutMembership } from '../support/memberships.ts';
import { ADMIN, newPerson } from '../support/people.ts';

/** The input's hint is shown whole: measured in the input's own font against its text area. */
async function expectPlaceholderWhole(input: Locator) {
  const fits = await input.evaluate((element) => {
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    const context = element.ownerDocument.createElement('canvas').getContext('2d');
    if (!style || !context) return false;
    context.font = style.font;
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(element.getAttribute('placeholder') ?? '').width <= room;
  });
  expect(fits).toBe(true);
}

/** The text that `target` hides at its middle: what lies beneath it there, apart from the boxes that hold it. */
async function textUnder(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Topmost first: what comes before the target (the fixed footer) covers it, not the reverse.
    const stack: (typeof element)[] = element.ownerDocument.elementsFromPoint(
      box.x + box.width / 2,
      box.y + box.height / 2,
    );
    const own = stack.findIndex((other) => element.contains(other));
    if (own < 0) return '';
    return stack
      .slice(own)
      .filter((other) => !other.contains(element) && !element.contains(other))
      .map((other) => other.textContent?.trim() ?? '')
      .join(' ');
  });
}

test('on a phone the Admin shortcut of the member pages covers no text', async ({ page }) => {
  await signIn(page, ADMIN);
  const shortcut = page.getByRole('main').getByRole('link', { name: 'Admin', exact: true });
  for (const path of ['/', '/evenements']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const root = page.locator('html');
    const height = await root.evaluate((element) => element.scrollHeight);
    // Wherever the page is scrolled to, nothing but the page itself lies under the button.
    for (let top = 0; top <= height; top += 200) {
      // The root element is the document's scrolling element in standards mode.
      await root.evaluate((element, y) => element.scrollTo(0, y), top);
      expect(await textUnder(shortcut), `${path} à ${top} px`).toBe('');
    }
  }
  await shortcut.scrollIntoViewIfNeeded();
  await shortcut.click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('on a phone the register of members is a list of cards, details one tap away', async ({ page }) => {
  const member = await createMemberWithoutMembership(newPerson('Odile', `Carte-${Date.now().toString(36)}`));
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await expectPlaceholderWhole(page.getByRole('textbox', { name: 'Rechercher' }));
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(member.email);
  const card = page.getByRole('article', { name: `${member.prenom} ${member.nom}` });
  await expect(card).toContainText(member.email);
  await expect(card).toContainText('Aucune adhésion');
  await expect(
    card.getByRole('button', { name: `Ajouter une adhésion à ${member.prenom} ${member.nom}` }),
  ).toBeVisible();
  await expect(card.getByText('Dernière connexion')).toHaveCount(0);

  await card.getByRole('button', { name: 'Plus de détails' }).click();
  await expect(card.getByText('Dernière connexion')).toBeVisible();
  await expect(card).toContainText('Jamais');
  await expect(card).toContainText('Membre Ordinaire');
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(390);
});
