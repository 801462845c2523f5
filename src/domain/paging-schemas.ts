import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type PageQuery } from './paging.ts';
import { z } from './zod.ts';

/**
 * `?pageSize=`; a list whose rows carry long texts (a description, a comment) takes a smaller
 * maximum, so that its page stays under 100 KB even when every text is at its limit.
 */
export const pageSizeSchema = (max = PAGE_SIZE_MAX, fallback = Math.min(PAGE_SIZE_DEFAULT, max)) => {
  const message = `La taille de page doit être un nombre entier entre 1 et ${max}`;
  return wholeNumber(message).min(1, message).max(max, message).default(fallback);
};

/** A number of the query string: 'abc' is said in words, never as zod's 'NaN'. */
const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message);

const PAGE_MESSAGE = 'La page doit être un nombre entier';

/** `?page=&pageSize=` of every paged list. */
export const pageQuerySchema = z.object({
  page: wholeNumber(PAGE_MESSAGE).min(1, 'La page doit être au moins 1').default(1),
  pageSize: pageSizeSchema(),
}) satisfies z.ZodType<PageQuery, unknown>;

/** `?search=`, typed by a person: trimmed, bounded. */
export const searchSchema = z.string().trim().max(100, 'Recherche trop longue').default('');

/** One page of a list, and how many rows the whole list holds. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * A page of a list that may grow past what is worth counting on every page: its total is exact
 * up to a bound, then not (`totalIsEstimate`, see `countListTotal` on the server): either the
 * planner's estimate of the whole list, or, for a searched or filtered list, the bound its count
 * stopped at (`totalIsCapped`: the list holds more than that).
 */
export const estimatedPageSchema = <Item extends z.ZodType>(item: Item) =>
  pageSchema(item).extend({ totalIsEstimate: z.boolean(), totalIsCapped: z.boolean() });
