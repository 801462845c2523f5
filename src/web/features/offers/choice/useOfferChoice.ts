import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldError } from '../../../../domain/errors.ts';
import {
  type HouseholdDependantInput,
  type HouseholdMemberInput,
  householdDependantSchema,
  householdMemberSchema,
  householdRefusals,
} from '../../../../domain/households.ts';
import { type OfferChannel, offerAmountCents } from '../../../../domain/membership-offers.ts';
import { centsToEuros } from '../../../../domain/money.ts';
import type { OpenOffer } from '../../../../domain/offer-choice.ts';
import { openOffersQuery } from './openOffersQuery.ts';

/** A person of the household as the form lists them; `key` keeps each row's inputs its own. */
type HouseholdRow = HouseholdMemberInput & { key: string };

/** A person without an email as the form lists her; the year is '' while its field is empty. */
type DependantRow = Omit<HouseholdDependantInput, 'annee_naissance'> & {
  annee_naissance: number | '';
  key: string;
};

export type OfferChoiceValues = {
  offer_id: string;
  /** « Prix libre » only; '' while the field is empty. */
  montant: number | '';
  household: HouseholdRow[];
  dependants: DependantRow[];
};

/** The people of the member's last household, to fill the form in again. */
export type KnownHousehold = { members: HouseholdMemberInput[]; dependants: HouseholdDependantInput[] };
const NOBODY: KnownHousehold = { members: [], dependants: [] };

export const householdRow = (member: HouseholdMemberInput = { prenom: '', nom: '', email: '' }) => ({
  ...member,
  key: crypto.randomUUID(),
});

export const dependantRow = (
  person: Omit<DependantRow, 'key'> = { prenom: '', nom: '', annee_naissance: '' },
): DependantRow => ({ ...person, key: crypto.randomUUID() });

/** A year left empty reads as missing, so that the schema says « Veuillez saisir l’année de naissance ». */
const dependantInput = ({ prenom, nom, annee_naissance }: DependantRow) => ({
  prenom,
  nom,
  annee_naissance: annee_naissance === '' ? undefined : annee_naissance,
});

/** What the member's choice sends: an amount only for « prix libre », people only for a household. */
function choiceInput(offer: OpenOffer | undefined, values: OfferChoiceValues) {
  return {
    ...(offer && { offer_id: offer.id }),
    ...(offer?.pricing === 'libre' && values.montant !== '' && { montant: values.montant }),
    ...(offer?.household_size &&
      values.household.length > 0 && {
        household: values.household.map(({ prenom, nom, email }) => ({ prenom, nom, email })),
      }),
    ...(offer?.household_size &&
      values.dependants.length > 0 && {
        // Sent once the form's check passed, every year then a number; the server checks again.
        dependants: values.dependants.map(({ prenom, nom, annee_naissance }) => ({
          prenom,
          nom,
          annee_naissance: Number(annee_naissance),
        })),
      }),
  };
}

function choiceErrors(offer: OpenOffer, values: OfferChoiceValues, payerEmail: string): FieldError[] {
  const errors: FieldError[] = [];
  if (offer.pricing === 'libre') {
    const amount = offerAmountCents(offer, values.montant === '' ? Number.NaN : values.montant);
    if ('refusal' in amount) errors.push({ path: 'montant', message: amount.refusal });
  }
  if (!offer.household_size) return errors;
  values.household.forEach((member, index) => {
    const parsed = householdMemberSchema.safeParse(member);
    for (const issue of parsed.error?.issues ?? []) {
      errors.push({ path: `household.${index}.${issue.path.join('.')}`, message: issue.message });
    }
  });
  values.dependants.forEach((person, index) => {
    const parsed = householdDependantSchema.safeParse(dependantInput(person));
    for (const issue of parsed.error?.issues ?? []) {
      errors.push({ path: `dependants.${index}.${issue.path.join('.')}`, message: issue.message });
    }
  });
  return [...errors, ...householdRefusals(offer, values.household, payerEmail, values.dependants)];
}

/**
 * The offer a member chooses on /register or /adhesion, as a form of its own beside the page's:
 * the offers open to the page (the first one chosen), the amount of a « prix libre », the other
 * members of a household. The server decides the amount; the total shown here is only its echo.
 * `lastHousehold`: the people of the member's last household, filled in again on renewal; the
 * first offer is chosen once it is known (null while it is read).
 */
export function useOfferChoice(channel: OfferChannel, lastHousehold: KnownHousehold | null = NOBODY) {
  const offersQuery = useQuery(openOffersQuery(channel));
  const offers = offersQuery.data ?? [];
  const form = useForm<OfferChoiceValues>({
    initialValues: { offer_id: '', montant: '', household: [], dependants: [] },
  });
  const chosen = offers.find((offer) => offer.id === form.values.offer_id);

  const firstOffer = offers[0];
  // The first offer is chosen from the start: with a single one, the page reads as before offers.
  useEffect(() => {
    if (firstOffer && lastHousehold && form.values.offer_id === '') choose(firstOffer);
  });

  function choose(offer: OpenOffer) {
    const others = offer.household_size ? offer.household_size - 1 : 0;
    const known = lastHousehold ?? NOBODY;
    const members = known.members.slice(0, others);
    form.setValues({
      offer_id: offer.id,
      montant: offer.pricing === 'libre' ? offer.price : '',
      household: members.map(householdRow),
      dependants: known.dependants.slice(0, others - members.length).map(dependantRow),
    });
    form.clearErrors();
  }

  const amount = chosen
    ? offerAmountCents(chosen, form.values.montant === '' ? undefined : form.values.montant)
    : null;

  return {
    offers,
    isLoading: offersQuery.isLoading,
    form,
    chosen,
    choose,
    /** The total in euros, or null while the amount typed is refused. */
    total: amount && 'cents' in amount ? centsToEuros(amount.cents) : null,
    /** Checks the choice as the server will; shows each refusal beside its field. */
    validate(payerEmail: string): boolean {
      if (!chosen) return false;
      const errors = choiceErrors(chosen, form.values, payerEmail);
      form.setErrors(Object.fromEntries(errors.map(({ path, message }) => [path, message])));
      return errors.length === 0;
    },
    input: () => choiceInput(chosen, form.values),
  };
}

export type OfferChoice = ReturnType<typeof useOfferChoice>;
