import { expect, test } from './support/fixtures.ts';

// Each test provokes one refusal on purpose, checks that the fixture saw it, then takes it out
// of the list, so that the check every test ends with passes.

test('a script written into the page is refused, and the test sees the refusal', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const injection = page.addScriptTag({ content: 'document.body.dataset.injected = "oui";' });
  await expect(injection).rejects.toThrow('violates the following Content Security Policy directive');

  await expect.poll(() => cspViolations.length).toBe(1);
  await expect(page.locator('body')).not.toHaveAttribute('data-injected');
  expect(cspViolations.splice(0)[0]).toContain("Content Security Policy directive 'script-src 'self'");
});

test("a style without the page's nonce is refused, while the app's own styles apply", async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Se connecter' });
  // The theme's teal, not Mantine's default blue: Mantine writes it in a <style> that needs the nonce.
  await expect(signIn).toHaveCSS('background-color', 'rgb(9, 128, 92)');

  const injection = page.addStyleTag({ content: 'body { display: none; }' });
  await expect(injection).rejects.toThrow('violates the following Content Security Policy directive');

  await expect.poll(() => cspViolations.length).toBe(1);
  await expect(signIn).toBeVisible();
  expect(cspViolations.splice(0)[0]).toContain("Content Security Policy directive 'style-src 'self'");
});
