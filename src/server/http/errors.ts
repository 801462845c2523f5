/** Typed application errors; the error handler turns each into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Vous devez être connecté', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Accès réservé aux administrateurs', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (message = 'Trop de tentatives. Réessayez dans quelques minutes.') =>
  new AppError(429, 'TOO_MANY_REQUESTS', message);
