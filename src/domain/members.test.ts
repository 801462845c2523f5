import { describe, expect, it } from 'vitest';
import { hasAttestation } from './attestations.ts';
import { formatEuros } from './format.ts';
import {
  ADHESION_STATUS_BADGES,
  type AdhesionStatus,
  addOneYear,
  adhesionTypeLabel,
  alreadyRenewedMessage,
  effectiveStatus,
  isActiveMembership,
  lastDayCovered,
  MEMBERSHIP_OFFER_LABELS,
  membershipOffer,
  pickDisplayedMembership,
  toAdhesionType,
  todayIso,
} from './members.ts';
import { canRenew, membershipPeriod } from './seasons.ts';

const TODAY = '2026-11-21';
const membership = (statut: AdhesionStatus, date_debut: string, date_fin = addOneYear(date_debut)) => ({
  statut,
  date_debut,
  date_fin,
});

describe('membership duration', () => {
  it('ends exactly one year after it starts', () => {
    expect(addOneYear('2026-11-21')).toBe('2027-11-21');
    expect(addOneYear('2026-12-31')).toBe('2027-12-31');
  });

  it('ends on 1 March when it starts on 29 February', () => {
    expect(addOneYear('2028-02-29')).toBe('2029-03-01');
  });

  it("counts days in Paris: 23:30 UTC on 31 December is already New Year's Day", () => {
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the last day covered', () => {
  it('is the day before date_fin, the first day no longer covered', () => {
    expect(lastDayCovered('2027-09-01')).toBe('2027-08-31');
    expect(lastDayCovered('2027-01-01')).toBe('2026-12-31');
    expect(lastDayCovered('2028-03-01')).toBe('2028-02-29');
  });
});

describe('membership types', () => {
  it('read as the spec labels them, from either name', () => {
    expect(adhesionTypeLabel('standard')).toBe('Membre Ordinaire');
    expect(adhesionTypeLabel('ordinaire')).toBe('Membre Ordinaire');
    expect(adhesionTypeLabel('premium')).toBe('Membre Actif');
    expect(adhesionTypeLabel('actif')).toBe('Membre Actif');
    expect(adhesionTypeLabel('bienfaiteur')).toBe('Membre Fondateur');
    expect(adhesionTypeLabel('fondateur')).toBe('Membre Fondateur');
    expect(adhesionTypeLabel('inconnu')).toBe('inconnu');
  });

  it('map back from labels and old names', () => {
    expect(toAdhesionType('Membre Ordinaire')).toBe('standard');
    expect(toAdhesionType('Membre Actif')).toBe('premium');
    expect(toAdhesionType('Membre Fondateur')).toBe('bienfaiteur');
    expect(toAdhesionType('Ordinaire')).toBe('standard');
    expect(toAdhesionType('actif')).toBe('premium');
    expect(toAdhesionType('fondateur')).toBe('bienfaiteur');
    expect(toAdhesionType('autre')).toBeUndefined();
  });
});

describe('expiry', () => {
  it('counts as active only with statut active and an end still to come', () => {
    expect(isActiveMembership(membership('active', '2026-01-01'), TODAY)).toBe(true);
    expect(isActiveMembership(membership('pending', '2026-01-01'), TODAY)).toBe(false);
    expect(isActiveMembership(membership('active', '2025-01-01'), TODAY)).toBe(false);
  });

  it('reads a membership past its end as expired, whatever was stored, from its last day', () => {
    expect(effectiveStatus(membership('active', '2025-11-21'), TODAY)).toBe('expired');
    expect(effectiveStatus(membership('active', '2025-11-22'), TODAY)).toBe('active');
    expect(effectiveStatus(membership('pending', '2024-01-01'), TODAY)).toBe('expired');
    expect(effectiveStatus(membership('expired', '2026-06-01'), TODAY)).toBe('expired');
  });

  it('shows the badges of the spec', () => {
    expect(ADHESION_STATUS_BADGES.active).toEqual({ label: 'Active', color: 'green' });
    expect(ADHESION_STATUS_BADGES.pending).toEqual({ label: 'En attente', color: 'yellow' });
    expect(ADHESION_STATUS_BADGES.expired).toEqual({ label: 'Expirée', color: 'red' });
  });

  it('keeps a refused sign-up refused, never reading it as one that lapsed, and it gives no certificate', () => {
    expect(effectiveStatus(membership('refused', '2024-01-01'), TODAY)).toBe('refused');
    expect(effectiveStatus(membership('refused', '2026-11-01'), TODAY)).toBe('refused');
    expect(ADHESION_STATUS_BADGES.refused.label).toBe('Refusée');
    expect(hasAttestation({ statut: 'refused', montant_cents: 750 })).toBe(false);
    expect(hasAttestation({ statut: 'expired', montant_cents: 750 })).toBe(true);
  });

  it('lets a refused visitor join again at once, her new year starting the day she pays', () => {
    const refused = [membership('refused', '2026-11-01')];
    const rolling = { start_month: null, early_weeks: 4 };
    expect(canRenew(rolling, refused, TODAY)).toBe(true);
    expect(membershipPeriod(rolling, TODAY, refused).date_debut).toBe(TODAY);
  });
});

describe('which membership is shown', () => {
  it('is the active one with the latest start', () => {
    const older = membership('active', '2026-01-01');
    const newer = membership('active', '2026-03-01');
    const pending = membership('pending', '2026-10-01');
    expect(pickDisplayedMembership([older, pending, newer], TODAY)).toBe(newer);
  });

  it('with none active, is the one with the latest start', () => {
    const expired = membership('active', '2024-01-01');
    const pending = membership('pending', '2026-10-01');
    expect(pickDisplayedMembership([expired, pending], TODAY)).toBe(pending);
    expect(pickDisplayedMembership([], TODAY)).toBeNull();
  });
});

describe('amounts', () => {
  it('are written the French way', () => {
    expect(formatEuros(7.5).replace(/\s/g, ' ')).toBe('7,50 €');
    expect(formatEuros(1234).replace(/\s/g, ' ')).toBe('1 234,00 €');
  });
});

describe('the membership offer', () => {
  it('is to join for a person who never held a membership, to renew for anyone else', () => {
    expect(MEMBERSHIP_OFFER_LABELS[membershipOffer([])]).toBe('Adhérer');
    const expired = { statut: 'expired' as const, date_debut: '2020-01-01', date_fin: '2021-01-01' };
    expect(MEMBERSHIP_OFFER_LABELS[membershipOffer([expired])]).toBe('Renouveler mon adhésion');
  });
});

it('tells a member who paid twice until when the second payment extends the membership, in French', () => {
  expect(alreadyRenewedMessage('2028-11-29')).toBe(
    "Vous aviez déjà renouvelé : ce second paiement prolonge votre adhésion jusqu'au 28/11/2028.",
  );
});
