import { Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import type { MemberImport } from './useMemberImport.ts';

export function ImportFileStep({ memberImport }: { memberImport: MemberImport }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Stack gap="md" maw={640}>
      <Text>
        Choisissez le fichier de vos adhérents : un CSV enregistré par Excel ou LibreOffice (séparateur « ; »
        ou « , »), ou un classeur Excel (.xlsx). La première ligne donne le nom des colonnes :
      </Text>
      <List size="sm">
        <List.Item>obligatoires : Prénom, Nom, Email ;</List.Item>
        <List.Item>
          facultatives : Téléphone, Adresse, Code postal, Ville, Type d’adhésion (ou Statut membre), Fonction,
          Montant, Date de début, Date de fin (JJ/MM/AAAA), Mode de paiement.
        </List.Item>
        <List.Item>
          le Type d’adhésion est le nom d’une offre (« Tarif réduit », accents et majuscules au choix) ou un
          statut (Ordinaire, Actif, Fondateur) ; sans montant, c’est le prix de l’offre.
        </List.Item>
      </List>
      <FileInput
        label="Fichier des adhérents"
        placeholder="Choisir un fichier .csv ou .xlsx"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<FileSpreadsheet size={16} />}
        value={file}
        onChange={setFile}
        clearable
      />
      <Group>
        <Button
          disabled={!file}
          loading={memberImport.isBusy}
          onClick={() => file && memberImport.chooseFile(file)}
        >
          Analyser le fichier
        </Button>
      </Group>
    </Stack>
  );
}
