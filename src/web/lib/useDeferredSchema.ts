import { type FormErrors, schemaResolver } from '@mantine/form';
import { useRef } from 'react';
import type { z } from '../../domain/zod.ts';

/**
 * A form's schema fetched when the visitor starts typing rather than with the page: zod is the
 * largest part of the sign-in page's code, and of no use before the first keystroke. `ready`
 * waits for it, so the form is checked before it is sent exactly as if the schema had come with
 * the page. Should it fail to arrive, the values go as typed and the server, which checks the
 * same schema, answers with its messages next to the fields.
 */
export function useDeferredSchema<Schema extends z.ZodType>(load: () => Promise<Schema>) {
  const schema = useRef<Schema | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  const ready = (): Promise<void> => {
    loading.current ??= load().then(
      (loaded) => {
        schema.current = loaded;
      },
      () => {
        loading.current = null;
      },
    );
    return loading.current;
  };

  return {
    ready,
    /** For `useForm({ validate })`: nothing to say until the schema is in. */
    validate: (values: z.input<Schema>): FormErrors =>
      schema.current ? schemaResolver(schema.current, { sync: true })(values) : {},
    /** The values as the schema shapes them (trimmed, lower-cased); as typed if it never came. */
    parse: (values: z.input<Schema>): z.output<Schema> =>
      schema.current ? schema.current.parse(values) : (values as z.output<Schema>),
  };
}
