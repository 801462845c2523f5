/** No list answers more than this many rows at once, whatever the table's size. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;
/** A picker (proxy, recipient…) offers at most this many answers as the person types. */
export const PICKER_SIZE = 20;

/** `?page=&pageSize=` of every paged list, once checked (`pageQuerySchema`). */
export type PageQuery = { page: number; pageSize: number };

/** One page of a list, and how many rows the whole list holds. */
export type Page<Item> = {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  totalIsEstimate?: boolean;
  totalIsCapped?: boolean;
};

/** The rows to skip for a page. */
export const pageOffset = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;
