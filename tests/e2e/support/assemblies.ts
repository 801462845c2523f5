import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { assembleesGenerales } from '../../../src/server/db/schema.ts';
import { withAppDatabase } from './app-database.ts';

/**
 * The admin's own session starts each story from no AG (a retried run may have left some). The
 * app keeps a terminated AG, whose decisions stand: the run's database lets it go.
 */
export async function deleteAllAssemblies(adminPage: Page): Promise<void> {
  await withAppDatabase((db) =>
    db.delete(assembleesGenerales).where(eq(assembleesGenerales.status, 'terminee')),
  );
  for (;;) {
    const list = await adminPage.request.get('/api/admin/assemblies');
    expect(list.ok()).toBe(true);
    const { items } = (await list.json()) as { items: { id: string }[] };
    if (items.length === 0) return;
    for (const { id } of items) {
      expect((await adminPage.request.delete(`/api/admin/assemblies/${id}`)).ok()).toBe(true);
    }
  }
}

/** Clicks and waits for the server to answer the PUT or POST the click sends. */
export async function clickAndSave(page: Page, path: RegExp, click: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.request().method() !== 'GET',
  );
  await click();
  expect((await answered).ok()).toBe(true);
}

/** Clicks and returns the downloaded file's name and text. */
export async function download(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent('download');
  await click();
  const file: Download = await started;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** A date-time two months ahead, as typed in a datetime-local field and as the pages show its day. */
export function futureDateTime(): { typed: string; shownDay: string } {
  const day = new Date(Date.now() + 60 * 86_400_000);
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    typed: `${part('year')}-${part('month')}-${part('day')}T18:30`,
    shownDay: `${part('day')}/${part('month')}/${part('year')}`,
  };
}

type AgStatus = 'a_venir' | 'en_cours' | 'terminee';
export type CreatedAssembly = { id: string; shownDay: string; update: (status: AgStatus) => Promise<void> };

/** An AG `days` from now (negative: in the past), created by the admin through the API. */
export async function createAssemblyThroughApi(
  adminPage: Page,
  { days, status, lieu }: { days: number; status: AgStatus; lieu: string },
): Promise<CreatedAssembly> {
  const input = {
    date: new Date(Date.now() + days * 86_400_000).toISOString(),
    lieu,
    lien_visio: null,
    ordre_du_jour: ['Rapport moral', 'Rapport financier'],
    status,
  };
  const created = await adminPage.request.post('/api/admin/assemblies', { data: input });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shownDay = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(input.date));
  return {
    id,
    shownDay,
    update: async (next) => {
      const updated = await adminPage.request.put(`/api/admin/assemblies/${id}`, {
        data: { ...input, status: next },
      });
      expect(updated.ok()).toBe(true);
    },
  };
}
