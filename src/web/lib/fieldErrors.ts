import type { FormErrors } from '@mantine/form';
import { ApiError } from './api.ts';

/**
 * Shows each field the server refused under its input, in the server's words: the paths it
 * names (`adresse`, `ordre_du_jour.2`) are the form's own. A refusal without fields (a conflict,
 * an outage) leaves the form as it is, for the caller's notification to explain.
 */
export function applyFieldErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): void {
  if (!(error instanceof ApiError) || error.fields.length === 0) return;
  const errors: Record<string, string> = {};
  // The first message of a field is the one to fix first, as in the schema's order.
  for (const { path, message } of error.fields) errors[path] ??= message;
  form.setErrors(errors);
}
