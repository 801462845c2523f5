import { describe, expect, it } from 'vitest';
import { messageMail } from './message-mail.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const sender = {
  associationName: 'Association HDS',
  contactEmail: 'contact@hds.fr',
  publicUrl: 'https://membres.hds.fr',
  sessionSecret: 'secret-secret-secret-secret-secret-00',
  logoUrl: null,
};
const reader = { userId: 'u-1', email: 'lea@exemple.fr', prenom: 'Léa', nom: 'Martin', finAdhesion: null };
const message = (category: string, body_html: string, body_text = '') => ({
  category,
  subject: 'Sujet',
  body_html,
  body_text,
});

describe('messageMail', () => {
  it('shows the association’s logo above the text by its absolute address, and nothing without one', () => {
    const logoUrl = 'https://membres.hds.fr/api/association/logo/logo-1.png';
    const withLogo = messageMail(message('informations', '<p>Bonjour</p>'), reader, { ...sender, logoUrl });
    expect(withLogo.html).toContain(
      `<body><p><img src="${logoUrl}" alt="Association HDS" style="max-height:64px;max-width:240px"></p><p>Bonjour</p>`,
    );
    expect(withLogo.text).not.toContain(logoUrl);
    const without = messageMail(message('informations', '<p>Bonjour</p>'), reader, sender);
    expect(without.html).not.toContain('<img');
  });

  it('makes the app’s paths whole and leaves other links as written', () => {
    const mail = messageMail(
      message(
        'informations',
        '<p><a href="/documents?document=7">a</a> <a href="https://ailleurs.fr/x">b</a> <a href="//autre.fr/y">c</a> <a href="mailto:x@y.fr">d</a></p>',
        'a [/documents?document=7] b [https://ailleurs.fr/x]',
      ),
      reader,
      sender,
    );
    expect(mail.html).toContain('<a href="https://membres.hds.fr/documents?document=7">a</a>');
    expect(mail.html).toContain('<a href="https://ailleurs.fr/x">b</a>');
    expect(mail.html).toContain('<a href="//autre.fr/y">c</a>');
    expect(mail.html).toContain('<a href="mailto:x@y.fr">d</a>');
    expect(mail.text).toContain('a [https://membres.hds.fr/documents?document=7] b [https://ailleurs.fr/x]');
  });

  it('leaves {fin_adhesion} empty for a member who never paid, and other braces as written', () => {
    const mail = messageMail(message('statutaire', '<p>{fin_adhesion}|{inconnu}</p>'), reader, sender);
    expect(mail.html).toContain('<p>|{inconnu}</p>');
  });

  it('gives the news a stop link for this member and this category, and a convocation none', () => {
    const news = messageMail(message('informations', '<p>x</p>'), reader, sender);
    const stopUrl = news.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    const token = new URL(stopUrl).searchParams.get('token') ?? '';
    expect(readUnsubscribeToken(sender.sessionSecret, token)).toEqual({
      userId: 'u-1',
      category: 'informations',
    });
    expect(readUnsubscribeToken('un-autre-secret-un-autre-secret-0000', token)).toBeUndefined();
    expect(news).toMatchObject({
      fromName: 'Association HDS',
      replyTo: 'contact@hds.fr',
      to: 'lea@exemple.fr',
    });

    const convocation = messageMail(message('statutaire', '<p>x</p>'), reader, sender);
    expect(convocation.headers).toBeUndefined();
    expect(convocation.text).not.toContain('/desabonnement');
  });
});
