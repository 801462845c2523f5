import { performance } from 'node:perf_hooks';
import { accounts, adhesions, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/auth/accounts.ts';
import { createAdmin, signIn } from '../src/server/testing/factories.ts';
import { createTestApp } from '../src/server/testing/test-app.ts';

/**
 * Measures, never asserts: the machines are shared, so numbers are for comparing runs by eye.
 * In-memory PGlite by default; TEST_DATABASE_URL runs the same against PostgreSQL.
 */
const PENDING_USERS = 5_000;

async function measure(label: string, runs: number, action: () => Promise<unknown>) {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await action();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.toFixed(1);
  console.log(`${label.padEnd(44)} médiane ${at(0.5)} ms   p95 ${at(0.95)} ms   (${runs} essais)`);
}

const started = performance.now();
const t = await createTestApp();
console.log(`Ouverture de la base et migrations            ${(performance.now() - started).toFixed(0)} ms`);

const admin = await createAdmin(t.db);
const passwordHash = await hashPassword('bench-secret');
const rows = Array.from({ length: PENDING_USERS }, (_, i) => ({
  id: crypto.randomUUID(),
  name: `Membre ${i}`,
  email: `attente-${i}@bench.fr`,
  prenom: 'Membre',
  nom: `N${i}`,
  is_active: false,
}));
for (let i = 0; i < rows.length; i += 500) {
  const batch = rows.slice(i, i + 500);
  await t.db.insert(users).values(batch);
  await t.db.insert(accounts).values(
    batch.map((user) => ({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: passwordHash,
    })),
  );
}

await measure('Connexion complète (mot de passe + code)', 10, () => signIn(t.app, t.db, admin));
const cookie = await signIn(t.app, t.db, admin);
await measure('Session courante (GET /api/auth/session)', 50, () =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
);
await measure(`Comptes en attente (${PENDING_USERS} lignes)`, 10, () =>
  t.app.inject({ method: 'GET', url: '/api/admin/pending-users', headers: { cookie } }),
);
await measure('Textes légaux (public)', 50, () => t.app.inject({ method: 'GET', url: '/api/legal-infos' }));

// The register at 10,000 members, each with a membership: /admin/users pages and searches in the database.
const REGISTER_SIZE = 10_000;
const members = Array.from({ length: REGISTER_SIZE }, (_, i) => ({
  id: crypto.randomUUID(),
  name: `Adhérent ${i}`,
  email: `adherent-${i}@bench.fr`,
  prenom: 'Adhérent',
  nom: `Nom${i}`,
  is_active: true,
}));
for (let i = 0; i < members.length; i += 500) {
  const batch = members.slice(i, i + 500);
  await t.db.insert(users).values(batch);
  await t.db.insert(adhesions).values(
    batch.map((user, j) => ({
      user_id: user.id,
      montant: 7.5,
      date_debut: j % 2 ? '2026-01-15' : '2024-01-15',
      date_fin: j % 2 ? '2027-01-15' : '2025-01-15',
      statut: 'active' as const,
    })),
  );
}
const usersPage = (query: string) => () =>
  t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: { cookie } });
await measure(`Utilisateurs, 1re page (${REGISTER_SIZE + PENDING_USERS} comptes)`, 20, usersPage('page=1'));
await measure('Utilisateurs, dernière page', 20, usersPage('page=600'));
await measure('Utilisateurs, recherche « nom99 »', 20, usersPage('search=NOM99'));
await measure('Tableau de bord admin (4 comptes exacts)', 20, () =>
  t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } }),
);

const memory = process.memoryUsage();
console.log(
  `Mémoire : rss ${(memory.rss / 2 ** 20).toFixed(0)} Mo, tas ${(memory.heapUsed / 2 ** 20).toFixed(0)} Mo`,
);
await t.close();
