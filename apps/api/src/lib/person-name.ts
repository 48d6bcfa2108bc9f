/** A person's name as the app writes it in logs, mail and the feed: first and last, trimmed. */
export const personName = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();
