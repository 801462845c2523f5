import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { readUpload, type Upload } from '../../http/uploads.ts';

/** 10485760 -> '10 Mo' */
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} Mo`;

/**
 * readUpload, with a refusal that names the size limit (UPLOAD_MAX_MB) instead of the generic
 * 'too large' answer, so the admin knows what to send instead.
 */
export async function readLimitedUpload(
  request: FastifyRequest,
  options: { allowedTypes: readonly string[]; typeMessage: string; maxBytes: number },
): Promise<Upload> {
  try {
    return await readUpload(request, options);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        'FILE_TOO_LARGE',
        `Le fichier dépasse la taille maximale autorisée (${megabytes(options.maxBytes)})`,
      );
    }
    throw error;
  }
}
