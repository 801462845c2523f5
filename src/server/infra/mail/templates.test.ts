import { describe, expect, it } from 'vitest';
import { dossierCreatedMail } from '../../features/dossiers/mails.ts';
import { eventRegistrationMail } from '../../features/events/mails.ts';
import { loanConfirmedMail, loanRefusedMail } from '../../features/materials/mails.ts';
import { invitationMail, profileUpdatedMail, renewalReceivedMail } from '../../features/members/mails.ts';
import { accountErasedMail, erasureRequestedMail } from '../../features/privacy/mails.ts';
import {
  accountValidatedMail,
  alreadyRegisteredMail,
  mailGreeting,
  passwordResetMail,
  registrationReceivedMail,
  signInAttemptsMail,
  signInCodeMail,
} from './templates.ts';

const sender = { associationName: 'Association HDS' };
const marc = { email: 'marc@exemple.fr', prenom: 'Marc', nom: 'Bernard' };
const loan = {
  to: marc.email,
  prenom: marc.prenom,
  materialName: 'Vidéoprojecteur',
  quantity: 1,
  start_date: new Date('2026-12-01T09:00:00Z'),
  end_date: new Date('2026-12-02T09:00:00Z'),
};
const firstLine = (mail: { text: string }) => mail.text.split('\n')[0];

describe('mailGreeting', () => {
  it('greets by the first name only, or without a name when none is known', () => {
    expect(mailGreeting('Marc')).toBe('Bonjour Marc,');
    expect(mailGreeting(' Marc ')).toBe('Bonjour Marc,');
    expect(mailGreeting()).toBe('Bonjour,');
    expect(mailGreeting('')).toBe('Bonjour,');
  });
});

describe('every mail to a known member', () => {
  it.each([
    ['profile', profileUpdatedMail(sender, marc)],
    ['dossier', dossierCreatedMail(sender, marc, { reference: 'HDS-2026-001', url: 'http://x/dossiers' })],
    [
      'renewal',
      renewalReceivedMail(sender, marc, {
        montant_cents: 750,
        date_debut: '2026-12-01',
        date_fin: '2027-12-01',
      }),
    ],
    [
      'invitation',
      invitationMail(sender, marc.email, { prenom: 'Marc', url: 'http://x/i', lifetimeDays: 7 }),
    ],
    ['loan confirmed', loanConfirmedMail(sender, loan, 'http://x/emprunts')],
    ['loan refused', loanRefusedMail(sender, loan, 'http://x/emprunts')],
    ['event', eventRegistrationMail(sender, marc, { titre: 'Atelier', date: new Date(), lieu: null })],
    ['erasure', erasureRequestedMail(sender, marc, '25/12/2026')],
    ['registration', registrationReceivedMail(sender, marc.email, 'Marc')],
    ['validated', accountValidatedMail(sender, marc.email, 'Marc', 'http://x/login')],
    ['attempts', signInAttemptsMail(sender, marc.email, 'Marc', 'http://x/login')],
  ])('greets by the first name alone: %s', (_kind, mail) => {
    expect(firstLine(mail)).toBe('Bonjour Marc,');
  });

  it.each([
    ['code', signInCodeMail(sender, marc.email, '123456', 10)],
    ['reset', passwordResetMail(sender, marc.email, 'http://x/reset')],
    ['already registered', alreadyRegisteredMail(sender, marc.email, 'http://x/login')],
    ['erased', accountErasedMail(sender, marc.email)],
  ])('greets without a name when only the address is known: %s', (_kind, mail) => {
    expect(firstLine(mail)).toBe('Bonjour,');
  });
});
