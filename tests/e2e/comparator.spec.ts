import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { createActiveMember } from './support/members.ts';

test('a member compares the five formats and their prices', async ({ page }) => {
  await signIn(page, await createActiveMember());
  await page.getByRole('link', { name: 'Comparateur de formats' }).click();
  await expect(page.getByRole('heading', { name: 'Comparateur de formats' })).toBeVisible();

  const prices: [string, string][] = [
    ['PDF', 'Gratuit'],
    ['Livre', 'à partir de 20€'],
    ['Audio', 'à partir de 6,90€'],
    ['Vidéo', 'à partir de 14,00€'],
    ['Boîte à histoires', 'Retranscription eBook à partir de 29,99€, ou livre papier à partir de 54,99€'],
  ];
  await expect(page.getByRole('article')).toHaveCount(prices.length);
  for (const [format, price] of prices) {
    const card = page.getByRole('article', { name: format });
    await expect(card).toContainText(price);
    await expect(card).toContainText(
      format === 'Boîte à histoires' ? 'Livraison à domicile' : 'À domicile ou en structure',
    );
  }
  await expect(page.getByRole('alert').filter({ hasText: 'un membre du bureau' })).toBeVisible();
});
