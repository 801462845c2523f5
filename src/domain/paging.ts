import { z } from './zod.ts';

/** No list answers more than this many rows at once, whatever the table's size. */
const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;
/** A picker (proxy, recipient…) offers at most this many answers as the person types. */
export const PICKER_SIZE = 20;

/**
 * `?pageSize=`; a list whose rows carry long texts (a description, a comment) takes a smaller
 * maximum, so that its page stays under 100 KB even when every text is at its limit.
 */
export const pageSizeSchema = (max = PAGE_SIZE_MAX, fallback = Math.min(PAGE_SIZE_DEFAULT, max)) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** `?page=&pageSize=` of every paged list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: pageSizeSchema(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `?search=`, typed by a person: trimmed, bounded. */
export const searchSchema = z.string().trim().max(100, 'Recherche trop longue').default('');

/** One page of a list, and how many rows the whole list holds. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export type Page<Item> = {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  totalIsEstimate?: boolean;
};

/**
 * A page of a list that may grow past what is worth counting on every page: its total is exact
 * up to a bound, then an estimate (`totalIsEstimate`, see `countListTotal` on the server).
 */
export const estimatedPageSchema = <Item extends z.ZodType>(item: Item) =>
  pageSchema(item).extend({ totalIsEstimate: z.boolean() });

/** The rows to skip for a page. */
export const pageOffset = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;
