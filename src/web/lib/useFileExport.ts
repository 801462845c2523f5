import { useMutation } from '@tanstack/react-query';
import { getErrorMessage } from './api.ts';
import type { paths } from './api-schema';
import { downloadFile } from './files.ts';
import { notifyError } from './notify.ts';

/** The query string an API GET takes, as the OpenAPI document declares it. */
type GetQuery<Path extends keyof paths> = paths[Path] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/** Only the filters chosen travel: an absent filter is not an empty one. */
const queryString = (query: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * Downloads a file the server builds from a list's filters (an export for French Excel), under
 * the name the server gives; a refusal is told in French and nothing is saved.
 */
export function useFileExport<Path extends keyof paths>({
  path,
  fallbackName,
  errorMessage,
}: {
  path: Path;
  /** The name saved under if the server gives none. */
  fallbackName: string;
  /** Told when the server gives no message of its own. */
  errorMessage: string;
}) {
  const download = useMutation({
    mutationFn: (query: GetQuery<Path>) => downloadFile(`${path}?${queryString(query)}`, fallbackName),
    onError: (error) => notifyError(getErrorMessage(error, errorMessage)),
  });
  return {
    exportFile: (query: GetQuery<Path>) => download.mutate(query),
    isExporting: download.isPending,
  };
}
