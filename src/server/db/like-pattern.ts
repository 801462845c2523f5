/** A LIKE pattern for text containing what a person typed: `%`, `_` and `\` are looked for as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
