import { describe, expect, it } from 'vitest';
import { createMailTransport } from './transport.ts';
import { maskEmail } from './unsent-mail.ts';

const codeMail = {
  to: 'marie.dupont@demo.asso.fr',
  from: 'Association <no-reply@association.local>',
  subject: 'Votre code de connexion : 482913',
  text: 'Bonjour Marie,\n\nVotre code de connexion est 482913.\n\nIl expire dans 10 minutes.\n',
};

async function printed(isProduction: boolean): Promise<string[]> {
  const lines: string[] = [];
  await createMailTransport(undefined, (line) => lines.push(line), { isProduction }).send(codeMail);
  return lines;
}

describe('a mail without SMTP server', () => {
  it('hides the recipient but its first letter and its domain', () => {
    expect(maskEmail('marie.dupont@demo.asso.fr')).toBe('m•••@demo.asso.fr');
    expect(maskEmail('a@b.fr')).toBe('a•••@b.fr');
    expect(maskEmail('sans-arobase')).toBe('•••');
  });

  it('is printed outside production as one block: recipient partly hidden, subject and text', async () => {
    const [block, ...others] = await printed(false);
    expect(others).toEqual([]);
    expect(block).toBe(
      [
        'Mail non envoyé (pas de SMTP_URL), le voici :',
        '  À : m•••@demo.asso.fr',
        '  Objet : Votre code de connexion : 482913',
        '  │ Bonjour Marie,',
        '  │',
        '  │ Votre code de connexion est 482913.',
        '  │',
        '  │ Il expire dans 10 minutes.',
      ].join('\n'),
    );
    expect(block).not.toContain(codeMail.to);
  });

  it('says only that it was not sent in production, without code nor address', async () => {
    const [line] = await printed(true);
    expect(line).toBe("Mail non envoyé : SMTP_URL n'est pas configuré (il reste dans la base)");
  });
});
