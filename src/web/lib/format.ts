/** One implementation for the server's mails and for the web app. */
export * from '../../domain/format.ts';
