/**
 * A value made the first time it is asked for rather than when its module loads. For the Intl
 * formatters: the first of each kind loads its data from the browser's ICU, 2 to 18 ms on a
 * computer and four times more on a phone, and a page pays it before it can show anything when the
 * formatter sits at the top of a module it loads, used or not (the sign-in page formats no date).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
