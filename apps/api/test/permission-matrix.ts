import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/**
 * The permission matrix's vocabulary: every endpoint, called by each kind of caller.
 * `otherResident` is a second resident of the same estate (resources one resident owns are
 * 404 to them); `otherSecurity` is a guard of another estate; `pendingSecurity` is a guard of
 * this estate whose approval was withdrawn after signing in; `lapsedAdmin` is an admin of the
 * same estate whose subscription has ended.
 * Each domain gives its rows from test/permission-rows/<domain>.ts; permissions.test.ts runs them.
 */
export const CALLERS = [
  'anonymous',
  'resident',
  'otherResident',
  'security',
  'pendingSecurity',
  'otherSecurity',
  'otherAdmin',
  'lapsedAdmin',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Expect = Record<Caller, number>;

export const everyone = (status: number): Expect => ({
  anonymous: status,
  resident: status,
  otherResident: status,
  security: status,
  pendingSecurity: status,
  otherSecurity: status,
  otherAdmin: status,
  lapsedAdmin: status,
  admin: status,
});
export const signedIn = (ok: number): Expect => ({ ...everyone(ok), anonymous: 401 });
export const membersRead: Expect = { ...everyone(200), anonymous: 401, otherAdmin: 404, otherSecurity: 404 };
/** `estateAdmin`: the estate's admin, lapsed or not. */
export const adminWrite = (ok: number): Expect => ({
  anonymous: 401,
  resident: 403,
  otherResident: 403,
  security: 403,
  pendingSecurity: 403,
  otherSecurity: 403,
  otherAdmin: 404,
  lapsedAdmin: ok,
  admin: ok,
});
/** `activeEstateAdmin`: as above, but a lapsed subscription is refused. */
export const activeAdminWrite = (ok: number): Expect => ({ ...adminWrite(ok), lapsedAdmin: 403 });
/**
 * A read of the caller's own estate by any approved member (another estate's people read their
 * own); a guard whose approval was withdrawn reads nothing.
 */
export const membersOwn: Expect = { ...everyone(200), anonymous: 401, pendingSecurity: 403 };
/** An admin-only list of the caller's own estate (another estate's admin reads their own). */
export const adminOwnList: Expect = {
  ...everyone(200),
  anonymous: 401,
  resident: 403,
  otherResident: 403,
  security: 403,
  pendingSecurity: 403,
  otherSecurity: 403,
};

/**
 * One endpoint: what each caller must get, and the call. `unchanged`, when given, is checked
 * after every refused call (status 4xx): it must resolve true, proving the refusal changed nothing.
 */
export type Row = {
  route: string;
  expect: Expect;
  call: (c: HttpClient, caller: Caller) => Promise<{ status: number }>;
  unchanged?: () => Promise<boolean>;
};

/** What a domain's rows may use: the app, the estate under test (and another), and each caller's user id. */
export type MatrixContext = {
  t: TestApp;
  estate: number;
  otherEstate: number;
  userIds: Record<Exclude<Caller, 'anonymous'>, number>;
};
