import { getErrorMessage } from './api.ts';
import type { paths } from './api-schema';
import { downloadFile } from './files.ts';
import { useNotifiedMutation } from './useNotifiedMutation.ts';

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

/** The path's own parameters (`{id}`), as the OpenAPI document declares them. */
type GetPathParams<Path extends keyof paths> = paths[Path] extends {
  get: { parameters: { path: infer Params } };
}
  ? Params
  : never;

/** The path with its `{name}` parameters filled in, each encoded. */
const filledPath = (path: string, params: Record<string, string> | undefined) =>
  params
    ? path.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in params ? encodeURIComponent(params[name] ?? '') : whole,
      )
    : path;

/**
 * Downloads a file the server builds from a list's filters (an export for French Excel), under
 * the name the server gives; a refusal is told in French and nothing is saved.
 */
export function useFileExport<Path extends keyof paths>({
  path,
  pathParams,
  fallbackName,
  errorMessage,
}: {
  path: Path;
  /** Fills the path's `{id}`-like parameters, for a file of one thing (a message's recipients). */
  pathParams?: GetPathParams<Path>;
  /** The name saved under if the server gives none. */
  fallbackName: string;
  /** Told when the server gives no message of its own. */
  errorMessage: string;
}) {
  const download = useNotifiedMutation({
    mutationFn: (query: GetQuery<Path>) =>
      downloadFile(
        `${filledPath(path, pathParams as Record<string, string> | undefined)}?${queryString(query)}`,
        fallbackName,
      ),
    failure: (error) => getErrorMessage(error, errorMessage),
  });
  return {
    exportFile: (query: GetQuery<Path>) => download.mutate(query),
    isExporting: download.isPending,
  };
}
