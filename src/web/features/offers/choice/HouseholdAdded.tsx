import { List, Text } from '@mantine/core';

/** The success pages' word on a household: who else the payment covered, each told by mail. */
export function HouseholdAdded({ household }: { household: readonly { prenom: string; nom: string }[] }) {
  if (household.length === 0) return null;
  return (
    <>
      <Text size="sm" mt="xs">
        Membres du foyer ajoutés (chacun reçoit un email pour choisir son mot de passe ; qui a déjà un compte
        est invité à rejoindre le foyer et n’en fait partie qu’après l’avoir accepté ; une personne sans email
        fait partie du foyer sans compte) :
      </Text>
      <List size="sm">
        {household.map(({ prenom, nom }) => (
          <List.Item key={`${prenom} ${nom}`}>
            {prenom} {nom}
          </List.Item>
        ))}
      </List>
    </>
  );
}
