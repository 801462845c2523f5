import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { readLastCode } from './mailbox.ts';
import { ADMIN, newPerson, type Person } from './people.ts';

/**
 * A visitor fills /register and reaches the simulated card payment page
 * (the caller decides whether to pay or cancel).
 */
export async function fillRegistrationAndGoToPayment(page: Page, person: Person): Promise<void> {
  await fillRegistrationAndPay(page, person);
  await expect(page).toHaveURL(/\/paiement-simule\//);
}

/** A visitor fills /register and asks to pay, which leaves for the provider's page. */
export async function fillRegistrationAndPay(page: Page, person: Person): Promise<void> {
  await page.goto('/register');
  await fillRegistrationFields(page, person);
  await page.getByRole('button', { name: 'Payer mon adhésion' }).click();
}

/** The visitor's own fields on /register, the offer aside. */
export async function fillRegistrationFields(page: Page, person: Person): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Prénom').fill(person.prenom);
  await field('Nom').fill(person.nom);
  await field('Email').fill(person.email);
  await field('Mot de passe').fill(person.password);
  await field('Adresse').fill(person.adresse);
  await field('Code postal').fill(person.code_postal);
  await field('Ville').fill(person.ville);
}

export async function newApiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL });
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The API's two sign-in steps; the context keeps the session cookie. */
export async function signInThroughApi(
  api: APIRequestContext,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  const since = Date.now();
  await ok(await api.post('/api/auth/login', { data: { email: person.email, password: person.password } }));
  const code = await readLastCode(person.email, since);
  await ok(await api.post('/api/auth/verify-code', { data: { code } }));
}

/** Registration and payment as the pages do them, through the API; `choice`: the offer and its household. */
export async function registerThroughApi(
  api: APIRequestContext,
  person: Person,
  choice: { offer_id?: string; household?: { prenom: string; nom: string; email: string }[] } = {},
): Promise<void> {
  const { url } = await ok<{ url: string }>(
    await api.post('/api/registration/checkout', { data: { ...person, ...choice } }),
  );
  const paid = await api.post(`${new URL(url).pathname}/payer`, { maxRedirects: 0 });
  const sessionId = new URL(paid.headers().location ?? '', url).searchParams.get('session_id');
  if (!sessionId)
    throw new Error(`the simulated payment did not redirect to the success page (${paid.status()})`);
  await ok(await api.post('/api/registration/finalize', { data: { session_id: sessionId } }));
}

type PendingUser = { id: string; email: string };

/** What the admin does on /admin/validation-adhesions, through the API. */
export async function validateThroughApi(email: string): Promise<void> {
  const admin = await newApiContext();
  try {
    await signInThroughApi(admin, ADMIN);
    const search = new URLSearchParams({ search: email });
    const pending = await ok<{ items: PendingUser[] }>(await admin.get(`/api/admin/pending-users?${search}`));
    const user = pending.items.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`${email} is not awaiting validation`);
    await ok(await admin.post(`/api/admin/pending-users/${user.id}/validate`));
  } finally {
    await admin.dispose();
  }
}

/** A visitor who has registered and paid, awaiting the admin's validation; quicker than the pages. */
export async function createPendingMember(person: Person = newPerson()): Promise<Person> {
  const visitor = await newApiContext();
  try {
    await registerThroughApi(visitor, person);
  } finally {
    await visitor.dispose();
  }
  return person;
}

/** A member who has paid and been validated, ready to sign in; quicker than the pages. */
export async function createActiveMember(person: Person = newPerson()): Promise<Person> {
  await createPendingMember(person);
  await validateThroughApi(person.email);
  return person;
}

/** A member asks for their account to be erased and an administrator confirms it, through the API. */
export async function eraseThroughApi(person: Pick<Person, 'email' | 'password'>): Promise<void> {
  const member = await newApiContext();
  const admin = await newApiContext();
  try {
    await signInThroughApi(member, person);
    await ok(await member.post('/api/members/me/erasure-request', { data: { password: person.password } }));
    await signInThroughApi(admin, ADMIN);
    const search = new URLSearchParams({ search: person.email });
    const requests = await ok<{ items: PendingUser[] }>(
      await admin.get(`/api/admin/erasure-requests?${search}`),
    );
    const user = requests.items.find((candidate) => candidate.email === person.email);
    if (!user) throw new Error(`${person.email} has no erasure request`);
    await ok(await admin.post(`/api/admin/erasure-requests/${user.id}/confirm`));
  } finally {
    await member.dispose();
    await admin.dispose();
  }
}

/** A member's id, found by the administrator in the register by email. */
export async function userIdOf(adminPage: Page, person: Person): Promise<string> {
  const found = await adminPage.request.get(
    `/api/admin/users?${new URLSearchParams({ search: person.email })}`,
  );
  const { items } = (await found.json()) as { items: { id: string; email: string }[] };
  const user = items.find((item) => item.email === person.email);
  if (!user) throw new Error(`${person.email} not found`);
  return user.id;
}
