import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evenements, inscriptionsEvenements, mailOutbox } from '../../db/schema.ts';
import { createEvent, registerMember } from '../../testing/events-factories.ts';
import { createAdmin, createMember, signedInAs, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let member: TestUser;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db, { prenom: 'Lucie', nom: 'Moreau' });
  adminCookie = await signedInAs(t.ctx, await createAdmin(t.db));
  memberCookie = await signedInAs(t.ctx, member);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const MISSING = '00000000-0000-4000-8000-000000000000';
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString();
const validInput = () => ({
  titre: 'Café souvenirs',
  description: 'Un moment d’échange autour des photos de famille',
  date: inTwoWeeks(),
  lieu: 'Médiathèque',
  places_max: 12,
});

describe('GET /api/events', () => {
  type Listed = { id: string; titre: string; inscrits: number; is_registered: boolean };
  /** One page, searched on a word only this test's events carry. */
  const listPage = async (query: string, cookie = memberCookie) => {
    const response = await call('GET', `/api/events?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Listed[]; total: number; page: number; pageSize: number };
  };
  const titles = (page: { items: Listed[] }) => page.items.map((event) => event.titre);

  it('lists upcoming events soonest first, with places left and the caller’s registration', async () => {
    const tag = uniqueTag();
    const later = await createEvent(t.db, { titre: `Plus tard ${tag}`, days: 30, places_max: 2 });
    await createEvent(t.db, { titre: `Passé ${tag}`, days: -3 });
    const soon = await createEvent(t.db, { titre: `Bientôt ${tag}`, days: 2, places_max: null });
    await registerMember(t.db, later.id, member.id);
    await registerMember(t.db, later.id, (await createMember(t.db)).id);

    const page = await listPage(`search=${tag}`);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 12 });
    expect(titles(page)).toEqual([soon.titre, later.titre]);
    expect(page.items[1]).toEqual({
      id: later.id,
      titre: later.titre,
      description: later.description,
      date: later.date.toISOString(),
      lieu: later.lieu,
      places_max: 2,
      image_url: null,
      inscrits: 2,
      places_restantes: 0,
      is_registered: true,
      is_finished: false,
    });
    expect(page.items[0]).toMatchObject({ places_restantes: null, inscrits: 0, is_registered: false });
    // The flag is the caller's own: the administrator is not registered.
    const seenByAdmin = await listPage(`search=${tag}`, adminCookie);
    expect(seenByAdmin.items[1]).toMatchObject({ inscrits: 2, is_registered: false });
  });

  it('lists past events in their own list, latest first, finished', async () => {
    const tag = uniqueTag();
    const yesterday = await createEvent(t.db, { titre: `Hier ${tag}`, days: -1 });
    const lastMonth = await createEvent(t.db, { titre: `Le mois dernier ${tag}`, days: -30 });
    await createEvent(t.db, { titre: `Demain ${tag}`, days: 1 });
    await registerMember(t.db, lastMonth.id, member.id);

    const page = await listPage(`when=past&search=${tag}`);
    expect(page.total).toBe(2);
    expect(titles(page)).toEqual([yesterday.titre, lastMonth.titre]);
    expect(page.items[0]).toMatchObject({ is_finished: true, is_registered: false, inscrits: 0 });
    expect(page.items[1]).toMatchObject({ is_finished: true, is_registered: true, inscrits: 1 });
  });

  it('pages each list, and counts the registrations of the page’s events only', async () => {
    const tag = uniqueTag();
    const events = [];
    for (const days of [1, 2, 3, 4, 5])
      events.push(await createEvent(t.db, { titre: `J+${days} ${tag}`, days }));
    for (const event of events) await registerMember(t.db, event.id, member.id);
    const second = await listPage(`search=${tag}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(titles(second)).toEqual([`J+3 ${tag}`, `J+4 ${tag}`]);
    expect(second.items.every((event) => event.inscrits === 1 && event.is_registered)).toBe(true);
    expect(titles(await listPage(`search=${tag}&pageSize=2&page=3`))).toEqual([`J+5 ${tag}`]);
    const beyond = await listPage(`search=${tag}&pageSize=2&page=4`);
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });

  it('searches every word typed in title and description, whatever the case and the accents', async () => {
    const tag = uniqueTag();
    const cafe = await createEvent(t.db, { titre: `Café ${tag} souvenirs` });
    const picnic = await createEvent(t.db, {
      titre: `Pique-nique ${tag}`,
      description: 'Au parc de la Tête d’Or',
    });
    const percent = await createEvent(t.db, { titre: `Remise de 100 % ${tag}` });
    await createEvent(t.db, { titre: `Concert ${tag}` });
    const search = (text: string) => listPage(`search=${encodeURIComponent(text)}`);
    expect(titles(await search(`${tag} SOUVENIRS cafe`))).toEqual([cafe.titre]);
    expect(titles(await search(`tête d’or ${tag}`))).toEqual([picnic.titre]);
    // A % typed is looked for as itself, not as any text.
    expect(titles(await search(`% ${tag}`))).toEqual([percent.titre]);
  });

  it('answers 400 for a page out of bounds, an unknown list or a search too long', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['pageSize=13', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['when=demain', 'when'],
      [`search=${'a'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `/api/events?${query}`, memberCookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields[0].path, query).toBe(field);
    }
    expect((await call('GET', '/api/events?when=demain', memberCookie)).json().error.message).toBe(
      'Période inconnue',
    );
  });

  it('keeps a page well under 100 KB, with 300 events whose descriptions are at their limit', async () => {
    const tag = uniqueTag();
    const description = `Souvenirs partagés, récits d’enfance et photos de famille. `
      .repeat(100)
      .slice(0, 5000);
    await t.db.insert(evenements).values(
      Array.from({ length: 300 }, (_, index) => ({
        titre: `Rencontre ${index} ${tag}`,
        description,
        lieu: 'Salle des fêtes',
        date: new Date(Date.now() + (index + 1) * 3_600_000),
      })),
    );
    const response = await call('GET', `/api/events?search=${tag}`, memberCookie);
    expect(response.json()).toMatchObject({ total: 300, pageSize: 12 });
    expect(response.json().items).toHaveLength(12);
    expect(Buffer.byteLength(response.body)).toBeLessThan(100_000);
  });

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/events')).statusCode).toBe(401);
  });
});

describe('POST /api/events', () => {
  it('lets an admin add an event', async () => {
    const response = await call('POST', '/api/events', adminCookie, validInput());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ titre: 'Café souvenirs', places_max: 12, places_restantes: 12 });
    const [row] = await t.db.select().from(evenements).where(eq(evenements.id, response.json().id));
    expect(row?.lieu).toBe('Médiathèque');
  });

  it('keeps an event without place limit nor place', async () => {
    const response = await call('POST', '/api/events', adminCookie, {
      ...validInput(),
      lieu: '',
      places_max: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ lieu: null, places_max: null });
  });

  it('answers 400 with the form’s messages', async () => {
    const cases: [object, string][] = [
      [{ ...validInput(), titre: '  ' }, 'Le titre est obligatoire'],
      [{ ...validInput(), description: '' }, 'La description est obligatoire'],
      [{ ...validInput(), date: '' }, 'La date et l’heure sont obligatoires'],
      [{ ...validInput(), date: '2026-12-01T18:00' }, 'Date : date invalide'],
      [{ ...validInput(), date: '2026-02-30T18:00:00Z' }, 'Date : date invalide'],
      [{ ...validInput(), places_max: 0 }, 'Le nombre de places doit être un nombre entier d’au moins 1'],
      [{ ...validInput(), places_max: 2.5 }, 'Le nombre de places doit être un nombre entier d’au moins 1'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/events', adminCookie, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('refuses 0 places under the field, and neither stores 1 nor changes an event', async () => {
    const message = 'Le nombre de places doit être un nombre entier d’au moins 1';
    const titre = `Zéro place ${randomUUID()}`;
    const created = await call('POST', '/api/events', adminCookie, { ...validInput(), titre, places_max: 0 });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual([{ path: 'places_max', message }]);
    expect(await t.db.select().from(evenements).where(eq(evenements.titre, titre))).toEqual([]);

    const event = await createEvent(t.db, { places_max: 5 });
    const edited = await call('PUT', `/api/events/${event.id}`, adminCookie, {
      ...validInput(),
      places_max: 0,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toEqual([{ path: 'places_max', message }]);
    const [row] = await t.db.select().from(evenements).where(eq(evenements.id, event.id));
    expect(row?.places_max).toBe(5);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call('POST', '/api/events', undefined, validInput())).statusCode).toBe(401);
    const refused = await call('POST', '/api/events', memberCookie, { ...validInput(), titre: 'Pirate' });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(evenements).where(eq(evenements.titre, 'Pirate'))).toEqual([]);
  });
});

describe('PUT /api/events/:id', () => {
  it('lets an admin edit an event', async () => {
    const event = await createEvent(t.db);
    const response = await call('PUT', `/api/events/${event.id}`, adminCookie, {
      ...validInput(),
      titre: 'Atelier renommé',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().titre).toBe('Atelier renommé');
  });

  it('refuses fewer places than members already registered', async () => {
    const event = await createEvent(t.db, { places_max: 5 });
    await registerMember(t.db, event.id, member.id);
    await registerMember(t.db, event.id, (await createMember(t.db)).id);
    const response = await call('PUT', `/api/events/${event.id}`, adminCookie, {
      ...validInput(),
      places_max: 1,
    });
    expect(response.statusCode).toBe(409);
    const message = '2 membres sont déjà inscrits : le nombre de places ne peut pas être inférieur';
    expect(response.json().error).toMatchObject({ message, fields: [{ path: 'places_max', message }] });
    const [row] = await t.db.select().from(evenements).where(eq(evenements.id, event.id));
    expect(row?.places_max).toBe(5);
  });

  it('answers 404, 400, 401 and 403', async () => {
    const event = await createEvent(t.db);
    const missing = await call('PUT', `/api/events/${MISSING}`, adminCookie, validInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Événement non trouvé');
    expect((await call('PUT', `/api/events/${event.id}`, adminCookie, { titre: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/events/${event.id}`, undefined, validInput())).statusCode).toBe(401);
    expect((await call('PUT', `/api/events/${event.id}`, memberCookie, validInput())).statusCode).toBe(403);
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes the event with its registrations', async () => {
    const event = await createEvent(t.db);
    await registerMember(t.db, event.id, member.id);
    expect((await call('DELETE', `/api/events/${event.id}`, adminCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(evenements).where(eq(evenements.id, event.id))).toEqual([]);
    const left = await t.db
      .select()
      .from(inscriptionsEvenements)
      .where(eq(inscriptionsEvenements.evenement_id, event.id));
    expect(left).toEqual([]);
    expect((await call('DELETE', `/api/events/${event.id}`, adminCookie)).statusCode).toBe(404);
  });

  it('answers 400, 401 and 403, keeping the event', async () => {
    const event = await createEvent(t.db);
    expect((await call('DELETE', '/api/events/abc', adminCookie)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/events/${event.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/events/${event.id}`, memberCookie)).statusCode).toBe(403);
    expect(await t.db.select().from(evenements).where(eq(evenements.id, event.id))).toHaveLength(1);
  });
});

describe('GET /api/events/:id/participants', () => {
  it('gives the admin each participant’s nom, prénom and email, by name, a page at a time', async () => {
    const event = await createEvent(t.db);
    const bernard = await createMember(t.db, { prenom: 'Marc', nom: 'Bernard' });
    const vidal = await createMember(t.db, { prenom: 'Rose', nom: 'Vidal' });
    for (const user of [vidal, member, bernard]) await registerMember(t.db, event.id, user.id);
    const response = await call('GET', `/api/events/${event.id}/participants?pageSize=2`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { nom: 'Bernard', prenom: 'Marc', email: bernard.email },
        { nom: 'Moreau', prenom: 'Lucie', email: member.email },
      ],
      total: 3,
      totalIsEstimate: false,
      totalIsCapped: false,
      page: 1,
      pageSize: 2,
    });
    const second = await call('GET', `/api/events/${event.id}/participants?pageSize=2&page=2`, adminCookie);
    expect(second.json().items).toEqual([{ nom: 'Vidal', prenom: 'Rose', email: vidal.email }]);
  });

  it('answers 404, 400, 401 and 403', async () => {
    const event = await createEvent(t.db);
    expect((await call('GET', `/api/events/${MISSING}/participants`, adminCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/events/abc/participants', adminCookie)).statusCode).toBe(400);
    const tooLarge = await call('GET', `/api/events/${event.id}/participants?pageSize=101`, adminCookie);
    expect(tooLarge.statusCode).toBe(400);
    expect((await call('GET', `/api/events/${event.id}/participants`)).statusCode).toBe(401);
    expect((await call('GET', `/api/events/${event.id}/participants`, memberCookie)).statusCode).toBe(403);
  });
});

describe('POST and DELETE /api/events/:id/registration', () => {
  const registrations = (eventId: string) =>
    t.db.select().from(inscriptionsEvenements).where(eq(inscriptionsEvenements.evenement_id, eventId));

  it('registers the member once and mails them once', async () => {
    const event = await createEvent(t.db, { titre: 'Visite du musée', places_max: 3 });
    const first = await call('POST', `/api/events/${event.id}/registration`, memberCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ is_registered: true, inscrits: 1, places_restantes: 2 });
    expect((await call('POST', `/api/events/${event.id}/registration`, memberCookie)).statusCode).toBe(200);
    expect(await registrations(event.id)).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, member.email),
          eq(mailOutbox.subject, 'Inscription confirmée : Visite du musée'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Bonjour Lucie,');
  });

  it('refuses a full event, and lets exactly places_max members in when they register together', async () => {
    const event = await createEvent(t.db, { places_max: 2 });
    const cookies = await Promise.all(
      [1, 2, 3, 4].map(async () => signedInAs(t.ctx, await createMember(t.db))),
    );
    const answers = await Promise.all(
      cookies.map((cookie) => call('POST', `/api/events/${event.id}/registration`, cookie)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const full = answers.find((answer) => answer.statusCode === 409);
    expect(full?.json().error.message).toBe('Cet événement est complet');
    expect(await registrations(event.id)).toHaveLength(2);
  });

  it('refuses to register to or leave a finished event', async () => {
    const past = await createEvent(t.db, { days: -1 });
    await registerMember(t.db, past.id, member.id);
    const register = await call('POST', `/api/events/${past.id}/registration`, (await signInNew()).cookie);
    expect(register.statusCode).toBe(409);
    expect(register.json().error.message).toBe('Événement terminé : les inscriptions sont closes');
    expect((await call('DELETE', `/api/events/${past.id}/registration`, memberCookie)).statusCode).toBe(409);
    expect(await registrations(past.id)).toHaveLength(1);
  });

  it('leaves only the member’s own registration, freeing their place', async () => {
    const event = await createEvent(t.db, { places_max: 2 });
    const other = await createMember(t.db);
    await registerMember(t.db, event.id, member.id);
    await registerMember(t.db, event.id, other.id);
    const response = await call('DELETE', `/api/events/${event.id}/registration`, memberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_registered: false, places_restantes: 1 });
    expect((await registrations(event.id)).map((row) => row.user_id)).toEqual([other.id]);
  });

  it('answers 404, 400 and 401', async () => {
    const event = await createEvent(t.db);
    const missing = await call('POST', `/api/events/${MISSING}/registration`, memberCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Événement non trouvé');
    expect((await call('DELETE', `/api/events/${MISSING}/registration`, memberCookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/events/abc/registration', memberCookie)).statusCode).toBe(400);
    expect((await call('POST', `/api/events/${event.id}/registration`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/events/${event.id}/registration`)).statusCode).toBe(401);
  });
});

describe('GET /api/events/:id/calendar', () => {
  it('gives a two-hour .ics file named after the title', async () => {
    const event = await createEvent(t.db, {
      titre: 'Pique-nique : été 2026',
      date: new Date('2026-07-14T10:30:00Z'),
      lieu: 'Parc de la Tête d’Or',
    });
    const response = await call('GET', `/api/events/${event.id}/calendar`, memberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Pique-nique été 2026.ics')}`,
    );
    const ics = response.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Pique-nique : été 2026');
    expect(ics).toContain('DTSTART:20260714T103000Z');
    expect(ics).toMatch(/DURATION:PT2H|DTEND:20260714T123000Z/);
    expect(ics).toContain('LOCATION:Parc de la Tête d’Or');
  });

  it('answers 404, 400 and 401', async () => {
    const event = await createEvent(t.db);
    expect((await call('GET', `/api/events/${MISSING}/calendar`, memberCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/events/abc/calendar', memberCookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/events/${event.id}/calendar`)).statusCode).toBe(401);
  });
});

/** A word only one test's events carry, so that each test reads its own rows. */
const uniqueTag = () => `t${randomUUID().slice(0, 8)}`;

async function signInNew() {
  const user = await createMember(t.db);
  return { user, cookie: await signedInAs(t.ctx, user) };
}
