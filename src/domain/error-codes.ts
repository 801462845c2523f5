/**
 * Every `code` an API error can carry. The server's errors accept only these, and the OpenAPI
 * document publishes them as an enum, so a client can tell them apart without guessing.
 */
export const ERROR_CODES = [
  // Kinds of refusal, when nothing more precise applies.
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
  // Requests and files.
  'BAD_ORIGIN',
  'TOO_LARGE',
  'FILE_TOO_LARGE',
  'FILE_REQUIRED',
  'FILE_EMPTY',
  'FILE_TYPE',
  'FILE_UNREADABLE',
  'INVALID_LINK',
  'INVALID_SERVER_TOKEN',
  'INVALID_SIGNATURE',
  // Sign-in, as better-auth names them (translated in the auth bridge) or as we do.
  'AUTH_ERROR',
  'INVALID_EMAIL_OR_PASSWORD',
  'ACCOUNT_NOT_VALIDATED',
  'INVALID_CODE',
  'OTP_HAS_EXPIRED',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
  'INVALID_TOKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_PASSWORD',
  'BANNED_USER',
  'CODE_LOCKED',
  'TOO_MANY_CODES_SENT',
  'PASSWORD_MISSING',
  // Members and their accounts.
  'EMAIL_TAKEN',
  'ALREADY_ACTIVE',
  'ALREADY_REGISTERED',
  'CANNOT_DELETE_SELF',
  'CANNOT_DEMOTE_SELF',
  'CANNOT_ERASE_SELF',
  'MAPPING',
  'TOO_MANY_LINES',
  'TARGET_USER',
  'TOO_MANY_DOCUMENTS',
  'ATTESTATION_UNAVAILABLE',
  'HOUSEHOLD_ENDED',
  // Membership offers.
  'OFFER_NOT_FOUND',
  'OFFER_NOT_OPEN',
  'OFFER_IN_USE',
  'OFFER_NAME_TAKEN',
  'HOUSEHOLD_TOO_LARGE',
  // Donations and receipts.
  'DONATION_NOT_FOUND',
  'DONATION_RECEIPTED',
  'RECEIPTS_DISABLED',
  'RECEIPT_NOT_FOUND',
  'RECEIPT_CANCELLED',
  'DONOR_NOT_FOUND',
  // Payments.
  'AMOUNT_MISMATCH',
  'PAYMENT_EXPIRED',
  'PAYMENT_NOT_CONFIRMED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  // Events, assemblies, loans.
  'EVENT_FINISHED',
  'EVENT_FULL',
  'PLACES_BELOW_REGISTRATIONS',
  'AG_STATUS',
  'RESOLUTION_STATUS',
  'ALREADY_VOTED',
  'SELF_PROXY',
  'UNKNOWN_PROXY',
  'PROXY_REFUSED',
  'FORBIDDEN_TRANSITION',
  'MATERIAL_NOT_RETURNED',
  'LOAN_CHANGED',
  'RETURN_NOTES_REQUIRED',
  'STOCK_ABOVE_TOTAL',
  'STOCK_SHORT',
  // Messages to members.
  'MESSAGE_STATUS',
  'EMPTY_AUDIENCE',
  'NO_FAILED_RECIPIENTS',
  // The books: a locked year, the years' order, a piece number given twice, an account in use.
  'YEAR_CLOSED',
  'YEARS_OPEN',
  'NEXT_YEAR_MISSING',
  'PREVIOUS_YEAR_OPEN',
  'PIECE_TAKEN',
  'PAYOUT_TAKEN',
  'ACCOUNT_IN_USE',
  // Accounts that must stay as they are: erased, or the last administrator.
  'ACCOUNT_ERASED',
  'LAST_ADMIN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value);
