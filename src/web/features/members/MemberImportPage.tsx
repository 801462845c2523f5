import { Alert, Anchor, Stack, Stepper, Text } from '@mantine/core';
import { TriangleExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../lib/PageTitle.tsx';
import { ImportFileStep } from './ImportFileStep.tsx';
import { ImportMappingStep } from './ImportMappingStep.tsx';
import { ImportPreviewStep } from './ImportPreviewStep.tsx';
import { ImportProgress, ImportResultStep } from './ImportResultStep.tsx';
import { type ImportStep, useMemberImport } from './useMemberImport.ts';

const STEP_INDEX: Record<ImportStep, number> = { file: 0, mapping: 1, preview: 2, importing: 3, done: 4 };

/** /admin/users/import: bring in the spreadsheet the association kept until now. */
export function MemberImportPage() {
  const memberImport = useMemberImport();
  const { step, preview, error } = memberImport;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm">
        ← Retour aux utilisateurs
      </Anchor>
      <PageTitle />
      <Stepper active={STEP_INDEX[step]} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Fichier" />
        <Stepper.Step label="Colonnes" />
        <Stepper.Step label="Vérification" />
        <Stepper.Step label="Import" />
      </Stepper>
      {error && (
        <Alert color="red" icon={<TriangleExclamationPoint size={18} />} role="alert">
          {error}
        </Alert>
      )}
      {step === 'file' && <ImportFileStep memberImport={memberImport} />}
      {step === 'mapping' && preview && <ImportMappingStep preview={preview} memberImport={memberImport} />}
      {step === 'preview' && preview && <ImportPreviewStep preview={preview} memberImport={memberImport} />}
      {step === 'importing' && <ImportProgress progress={memberImport.progress} />}
      {step === 'done' && memberImport.result && (
        <ImportResultStep result={memberImport.result} onRestart={memberImport.restart} />
      )}
      {step === 'file' && (
        <Text size="sm" c="dimmed">
          Rien n’est enregistré avant votre confirmation.
        </Text>
      )}
    </Stack>
  );
}
