import { Alert, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { LEGAL_TYPES } from '../../../domain/legal.ts';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { useSession } from '../../lib/useSession.ts';
import { LegalTextForm } from './LegalTextForm.tsx';
import { useLegalInfos } from './useLegalInfos.ts';

export function LegalInfosAdminPage() {
  const { isAdmin } = useSession();
  const { findByType, isLoading, saveLegalText, isSaving } = useLegalInfos({
    isEnabled: isAdmin,
    successMessage: 'Informations légales mises à jour avec succès',
  });

  if (!isAdmin) return <Alert color="red">Accès non autorisé</Alert>;

  return (
    <Stack gap="lg">
      <PageTitle />
      <Tabs defaultValue={LEGAL_TYPES[0]}>
        <Tabs.List>
          {LEGAL_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {type}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEGAL_TYPES.map((type) => {
          const info = findByType(type);
          return (
            <Tabs.Panel key={type} value={type} pt="md">
              {isLoading && (
                <Center py="xl">
                  <Loader />
                </Center>
              )}
              {!isLoading && !info && <Text c="dimmed">Aucun contenu</Text>}
              {info && (
                <LegalTextForm
                  key={`${info.id}:${info.updated_at}`}
                  info={info}
                  isSaving={isSaving}
                  onSave={(contenu) => saveLegalText({ id: info.id, contenu })}
                />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
