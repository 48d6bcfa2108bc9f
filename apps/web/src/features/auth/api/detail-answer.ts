/** The answer of the auth calls that only report a message. */
export type DetailAnswer = { detail?: string; message?: string };
