/** The constraint a unique violation names (PostgreSQL 23505), looking through Drizzle's wrapper. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** What a database error may say in a log: never its query, parameters or detail (they hold user data). */
type DatabaseErrorFields = { code: string; constraint?: string; table?: string; column?: string; message?: string };

/** The PostgreSQL error inside an error (Drizzle wraps it as the cause of "Failed query: … params: …"). */
export function databaseErrorOf(err: unknown): DatabaseErrorFields | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, table, column, message, severity } = e as Record<string, unknown>;
    // A SQLSTATE is five characters; PostgreSQL and PGlite errors also carry a severity.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string')
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        table: typeof table === 'string' ? table : undefined,
        column: typeof column === 'string' ? column : undefined,
        // PostgreSQL puts the offending value after a colon ('invalid input syntax for type integer: "x"').
        message: typeof message === 'string' ? message.split(':')[0] : undefined,
      };
  }
  return null;
}

const QUERY_TEXT = /Failed query:[\s\S]*/;
const hideQuery = (text: string) => text.replace(QUERY_TEXT, 'Failed query (SQL and parameters not logged)');
const stackFrames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : '';

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The logger's serializer for errors. A database error is logged by its code, constraint and
 * table; the SQL text, its parameters and the error's detail never reach the log.
 */
export function serializeError(err: unknown): LoggedError {
  if (!err || typeof err !== 'object') return { type: 'Error', message: hideQuery(String(err)), stack: '' };
  const e = err as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown; statusCode?: unknown };
  const stack = stackFrames(e.stack);
  const db = databaseErrorOf(err);
  if (db) return { type: 'DatabaseError', ...db, message: db.message ?? '', stack };
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: hideQuery(String(e.message ?? '')),
    code: e.code,
    statusCode: e.statusCode,
    stack,
  };
}
