/** A LIKE / ILIKE pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
