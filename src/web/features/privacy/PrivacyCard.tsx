import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Download, UserX } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { ErasureRequestModal } from './ErasureRequestModal.tsx';
import { useDataExport } from './useDataExport.ts';
import { useErasureStatus } from './useErasureRequest.ts';

/** The member's rights over their data, on /profile: a copy of it, and the erasure of the account. */
export function PrivacyCard() {
  const { downloadData, isDownloading } = useDataExport();
  const { status, cancelRequest, isCancelling } = useErasureStatus();
  const [isAsking, setAsking] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Mes données personnelles">
      <Title order={2} size="h4" mb="md">
        Mes données personnelles
      </Title>
      <Stack gap="md">
        <Text size="sm">
          Téléchargez une copie de tout ce que l'association conserve à votre sujet : profil, adhésions et
          paiements, inscriptions, emprunts, assemblées générales, dossiers, documents et mails reçus.
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<Download size={18} />}
            loading={isDownloading}
            onClick={downloadData}
          >
            Télécharger mes données
          </Button>
        </Group>
        <Divider />
        {status?.requested_at && status.due_at ? (
          <Alert color="orange" title="Suppression du compte demandée">
            <Stack gap="sm">
              <Text size="sm">
                Vous l'avez demandée le {formatDate(status.requested_at)} : l'association supprimera votre
                compte au plus tard le {formatDate(status.due_at)}.
              </Text>
              <Group>
                <Button variant="default" loading={isCancelling} onClick={cancelRequest}>
                  Annuler ma demande
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm">
              Supprimer votre compte efface vos informations personnelles. Vos cotisations restent dans la
              comptabilité de l'association, sans votre nom.
            </Text>
            <Group>
              <Button
                color="red"
                variant="outline"
                leftSection={<UserX size={18} />}
                disabled={!status}
                onClick={() => setAsking(true)}
              >
                Supprimer mon compte
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {isAsking && <ErasureRequestModal onClose={() => setAsking(false)} />}
    </Card>
  );
}
