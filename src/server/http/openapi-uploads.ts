import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that reads a multipart upload (`readUpload`): the text fields sent ahead of the file.
     * Fastify never validates them as a body, since the route reads the form as a stream; the
     * OpenAPI document describes the form, so that the web client's upload calls are typed too.
     */
    upload?: { fields?: z.ZodType };
  }
}

const fileSchema = z.file();

/** The route's schemas as JSON Schema, with an upload's form described as its request body. */
export const describeRoute: SwaggerTransform = (input) => {
  const upload = input.route.config?.upload;
  if (!upload) return jsonSchemaTransform(input);
  const file = z.object({ file: fileSchema });
  const body = upload.fields ? z.intersection(upload.fields, file) : file;
  return jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, consumes: ['multipart/form-data'], body },
  });
};
