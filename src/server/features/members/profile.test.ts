import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.ts';
import { cookieHeader, createMember, signedInAs, signIn } from '../../testing/factories.ts';
import { fileUpload, TINY_PNG } from '../../testing/members-factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInMember() {
  const member = await createMember(t.db, { prenom: 'Lucie', nom: 'Perrin', ville: 'Lyon' });
  return { member, cookie: await signedInAs(t.ctx, member) };
}

const editable = {
  prenom: 'Lucie',
  nom: 'Perrin-Blanc',
  telephone: '0601020304',
  adresse: '',
  code_postal: '',
  ville: 'Bron',
};

describe('GET /api/members/me/profile', () => {
  it('gives the signed-in member their own details', async () => {
    const { member, cookie } = await signedInMember();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/profile',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: member.email,
      prenom: 'Lucie',
      nom: 'Perrin',
      telephone: null,
      adresse: null,
      code_postal: null,
      ville: 'Lyon',
      statut_membre: 'Membre Ordinaire',
      fonction: 'Membre',
      avatar_url: null,
    });
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/members/me/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/members/me/profile', () => {
  it('saves the details, never the email, and mails the member', async () => {
    const { member, cookie } = await signedInMember();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/members/me/profile',
      headers: { cookie },
      payload: { ...editable, email: 'pirate@exemple.fr', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ nom: 'Perrin-Blanc', telephone: '0601020304', ville: 'Bron', adresse: null });
    expect(row?.email).toBe(member.email);
    expect(row?.role).toBe('member');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.map((mail) => mail.subject)).toContain('Votre profil a été mis à jour');
  });

  it('answers 400 without a first name and changes nothing', async () => {
    const { member, cookie } = await signedInMember();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/members/me/profile',
      headers: { cookie },
      payload: { ...editable, prenom: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Le prénom est obligatoire');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.nom).toBe('Perrin');
  });

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/members/me/profile', payload: editable });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/members/me/password', () => {
  it('changes the password after checking the current one', async () => {
    const { member, cookie } = await signedInMember();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { cookie },
      payload: { currentPassword: member.password, newPassword: 'nouveau-secret' },
    });
    expect(response.statusCode).toBe(200);
    const renewed = cookieHeader(response.headers['set-cookie'], cookie);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: renewed },
    });
    expect(session.json().user?.email).toBe(member.email);
    await expect(signIn(t.app, t.db, { ...member, password: 'nouveau-secret' })).resolves.toBeTruthy();
    await expect(signIn(t.app, t.db, member)).rejects.toThrow();
  });

  it('tells the member by mail, signed by the association, what to do if it was not them', async () => {
    const { member, cookie } = await signedInMember();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { cookie },
      payload: { currentPassword: member.password, newPassword: 'nouveau-secret' },
    });
    expect(changed.statusCode).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    const mail = mails.find((sent) => sent.subject === 'Votre mot de passe a été modifié');
    expect(mail?.text).toContain('Bonjour Lucie,');
    expect(mail?.text).toContain('Si ce n’était pas vous');
    expect(mail?.text).toContain('« Mot de passe oublié »');
    expect(mail?.text).toMatch(/L'équipe de l'Association HDS$/);
    // The mail says a password changed, never which one.
    expect(mail?.text).not.toContain('nouveau-secret');
  });

  it('mails nothing when the current password is wrong', async () => {
    const { member, cookie } = await signedInMember();
    await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { cookie },
      payload: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-secret' },
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.map((sent) => sent.subject)).not.toContain('Votre mot de passe a été modifié');
  });

  it('refuses a wrong current password in French', async () => {
    const { cookie } = await signedInMember();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { cookie },
      payload: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-secret' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Mot de passe actuel incorrect');
  });

  it('answers 400 for a new password under 6 characters', async () => {
    const { member, cookie } = await signedInMember();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { cookie },
      payload: { currentPassword: member.password, newPassword: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('answers 401 signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      payload: { currentPassword: 'x', newPassword: 'nouveau-secret' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/members/me/avatar', () => {
  it('stores the picture under avatars/, shows it in the session and removes the previous one', async () => {
    const { member, cookie } = await signedInMember();
    const upload = () => {
      const body = fileUpload('moi.png', 'image/png', TINY_PNG);
      return t.app.inject({
        method: 'POST',
        url: '/api/members/me/avatar',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().avatar_url;
    expect(firstUrl).toMatch(/^\/api\/files\/public\/avatars\/.+\.png$/);
    const image = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.avatar_url).toBe(firstUrl);

    const second = await upload();
    expect(second.json().avatar_url).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.image).toBe(second.json().avatar_url);
  });

  it('refuses what is not an image, and an image over 2 MB', async () => {
    const { cookie } = await signedInMember();
    const pdf = fileUpload('cv.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/avatar',
      headers: { cookie, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Veuillez choisir une image (JPEG, PNG, WebP ou GIF)');
    const big = fileUpload(
      'grand.png',
      'image/png',
      Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]),
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/avatar',
      headers: { cookie, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe("L'image ne doit pas dépasser 2 Mo");
  });

  it('answers 401 signed out', async () => {
    const body = fileUpload('moi.png', 'image/png', TINY_PNG);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/avatar',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});
