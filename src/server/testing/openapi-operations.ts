import { randomUUID } from 'node:crypto';

/** The part of a JSON schema the OpenAPI document uses for our inputs. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };

type OpenApiOperation = {
  operationId?: string;
  'x-role'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/events/{id}`. */
  path: string;
  role: string;
  /** Every operation has one: the server refuses to start on a route without it. */
  operationId: string;
  pathParameters: string[];
  queryParameters: Parameter[];
  /** The JSON body's schema; undefined when the operation describes none (uploads among them). */
  body: JsonSchema | undefined;
};

/** Every operation of the OpenAPI document, as a table of what each takes. */
export function listOperations(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]): Operation => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        role: operation['x-role'] ?? 'public',
        operationId: operation.operationId ?? '',
        pathParameters: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: (operation.parameters ?? []).filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      }),
    ),
  );
}

/**
 * Ids of stored rows, by the collection a path names (`events`, `material-loans`) or by the body
 * property that holds one (`material_id`): a request that finds its row goes all the way to the
 * database, where a hostile value can still hurt.
 */
export type KnownIds = Record<string, string>;

/** The document's path with each parameter filled; `override` puts one raw (already encoded) value. */
export function fillPath(operation: Operation, ids: KnownIds, override?: { name: string; raw: string }) {
  return operation.path.replace(/\{([^}]+)\}/g, (match, name: string, offset: number) => {
    if (override?.name === name) return override.raw;
    if (name === '*') return 'avatars/inconnu.png';
    const collection = operation.path.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '';
    // Deleting a stored row would leave the next operations nothing to reach.
    const deletesRow = operation.method === 'DELETE' && offset + match.length === operation.path.length;
    return (!deletesRow && ids[collection]) || randomUUID();
  });
}

const TEXT_CANDIDATES = ['Texte', '123456', 'ABC-1', '75001'];

function plausibleString(schema: JsonSchema, id: string | undefined): string {
  switch (schema.format) {
    case 'email':
      return `hostile-${randomUUID().slice(0, 8)}@exemple.fr`;
    case 'uuid':
      return id ?? randomUUID();
    case 'date':
      return '2030-06-15';
    case 'date-time':
      return '2030-06-15T10:00:00.000Z';
    case 'uri':
      return 'https://exemple.fr/reunion';
  }
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern).test(text));
  return TEXT_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/**
 * A value the schema accepts, so that a request carrying one hostile property passes every other
 * check and reaches the handler, which is where a hostile value can still hurt.
 */
export function plausibleValue(schema: JsonSchema, ids: KnownIds = {}, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant?.[0]) return plausibleValue(variant.find((s) => s.type !== 'null') ?? variant[0], ids, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, ids[name]);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [plausibleValue(schema.items, ids)] : [];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          plausibleValue(property, ids, key),
        ]),
      );
  }
}

/** The query string's other parameters, plausible, each followed by `&`. */
export function plausibleQuery(parameters: Parameter[], except: string): string {
  return parameters
    .filter((parameter) => parameter.name !== except)
    .map(
      (parameter) =>
        `${parameter.name}=${encodeURIComponent(String(plausibleValue(parameter.schema ?? { type: 'string' })))}&`,
    )
    .join('');
}
