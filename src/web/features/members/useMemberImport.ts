import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  DuplicateChoice,
  ImportCells,
  ImportCorrections,
  ImportMapping,
  ImportPreview,
  ImportResult,
} from '../../../domain/member-import.ts';
import { GENERIC_ERROR } from '../../../domain/messages.ts';
import { api, getErrorMessage } from '../../lib/api.ts';
import { dashboardKeys } from '../../lib/dashboardKeys.ts';
import { sendFormDataWithProgress, toFormData } from '../../lib/files.ts';
import { memberKeys } from './queryKeys.ts';

export type ImportStep = 'file' | 'mapping' | 'preview' | 'importing' | 'done';

type Choices = {
  mapping: ImportMapping | undefined;
  corrections: ImportCorrections;
  duplicates: DuplicateChoice;
};

/** The choices travel as text fields beside the file (`toFormData` sends them ahead of it). */
const importFields = (file: File, choices: Choices) => ({
  mapping: choices.mapping && JSON.stringify(choices.mapping),
  corrections: JSON.stringify(choices.corrections),
  duplicates: choices.duplicates,
  file,
});

const needsMapping = (preview: ImportPreview) =>
  preview.missingFields.length > 0 || preview.mapping.some((field) => field === null);

/**
 * The import's steps: the file is analysed by the server (nothing written), the administrator
 * maps unknown columns, corrects lines and chooses what to do with registered members, then
 * confirms; the same file goes again with those choices.
 */
export function useMemberImport() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ImportStep>('file');
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<Choices>({
    mapping: undefined,
    corrections: {},
    duplicates: 'skip',
  });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const analyse = async (chosen: File, next: Choices, nextStep?: ImportStep) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.POST('/api/admin/users/import/preview', {
        body: importFields(chosen, next),
        bodySerializer: toFormData,
      });
      setFile(chosen);
      setChoices(next);
      setPreview(answer);
      setStep(nextStep ?? (needsMapping(answer) ? 'mapping' : 'preview'));
    } catch (failure) {
      setError(getErrorMessage(failure, GENERIC_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setStep('importing');
    setProgress(0);
    setError(null);
    try {
      const answer = await sendFormDataWithProgress(
        '/api/admin/users/import',
        importFields(file, choices),
        setProgress,
      );
      setResult(answer);
      setStep('done');
      void queryClient.invalidateQueries({ queryKey: memberKeys.list });
      // The register counted the invitations due before this import added its members.
      void queryClient.invalidateQueries({ queryKey: memberKeys.dueInvitations });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
    } catch (failure) {
      setError(getErrorMessage(failure, "Erreur lors de l'import : aucun membre n'a été enregistré"));
      setStep('preview');
    }
  };

  return {
    step,
    preview,
    result,
    progress,
    error,
    isBusy,
    duplicates: choices.duplicates,
    chooseFile: (chosen: File) =>
      analyse(chosen, { mapping: undefined, corrections: {}, duplicates: 'skip' }),
    applyMapping: (mapping: ImportMapping) => file && analyse(file, { ...choices, mapping }, 'preview'),
    correctLine: (line: number, cells: ImportCells) =>
      file &&
      analyse(file, { ...choices, corrections: { ...choices.corrections, [line]: cells } }, 'preview'),
    chooseDuplicates: (duplicates: DuplicateChoice) => setChoices({ ...choices, duplicates }),
    backToMapping: () => setStep('mapping'),
    confirm,
    restart: () => {
      setStep('file');
      setFile(null);
      setPreview(null);
      setResult(null);
      setError(null);
    },
  };
}

export type MemberImport = ReturnType<typeof useMemberImport>;
