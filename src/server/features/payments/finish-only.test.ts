import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The rule « a paid checkout is finished by the payments' one helper », kept by a check: only
// finishPaidCheckout changes a checkout's status, so no feature can complete one in its own way.

const SERVER = path.resolve(import.meta.dirname, '../..');
const HELPER = 'features/payments/finish.ts';

/** Whether the source changes a checkout's status (`update(checkoutSessions).set({ … status … })`). */
const setsCheckoutStatus = (source: string) =>
  /\.update\(\s*checkoutSessions\s*\)\s*\.set\(\s*\{[^}]*\bstatus\s*:/.test(source);

async function serverSources(): Promise<string[]> {
  const entries = await readdir(SERVER, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(SERVER, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('finishing a paid checkout', () => {
  it('is written once, in the payments’ helper', async () => {
    const writers = [];
    for (const file of await serverSources()) {
      if (setsCheckoutStatus(await readFile(path.join(SERVER, file), 'utf8'))) writers.push(file);
    }
    expect(writers).toEqual([HELPER]);
  });

  it('sees a feature that completes its checkout itself', () => {
    const planted = `await tx
      .update(checkoutSessions)
      .set({ completed_at: new Date(), status: 'completed' })
      .where(eq(checkoutSessions.id, id));`;
    expect(setsCheckoutStatus(planted)).toBe(true);
    expect(setsCheckoutStatus('await tx.update(checkoutSessions).set({ user_id: null });')).toBe(false);
  });
});
