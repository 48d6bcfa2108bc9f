import {
  type GateChecksPage,
  type GateResult,
  type gateChecksQuery,
  MAX_ACTIVE_VISITOR_CODES,
  type VerifyResult,
  VISITOR_CODE_MINUTES,
  VISITOR_MSG,
  VISITOR_PURPOSE_LABELS,
  type VisitorCode,
  type VisitorCodesPage,
  type visitorCodeBody,
  type visitorCodesQuery,
} from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { addSeconds } from '../../lib/clock';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';
import { personName } from '../../lib/person-name';
import { sixDigitCode } from '../../lib/random';
import { consume, hit, peek } from '../../lib/rate-limit';
import type { EstateActor } from '../../plugins/access';
import { estateName } from '../estates/estates.queries';
import {
  activeCodeCount,
  insertCodeUnlessLive,
  insertGateCheck,
  latestCode,
  listGateChecks,
  listOwnCodes,
  lockPerson,
  retireExpired,
  useCode,
  type VisitorCodeRow,
} from './visitor-codes.queries';

export type VisitorCodeInput = z.output<typeof visitorCodeBody>;

/** New codes one person may generate per hour. */
export const CREATE_LIMIT = { max: 30, windowSeconds: 3600 };
/** Checks one guard may make per minute. */
export const CHECK_LIMIT = { max: 30, windowSeconds: 60 };
/** Invalid codes a guard may enter in the window before verifying pauses until it passes. */
export const INVALID_LIMIT = { max: 10, windowSeconds: 15 * 60 };
/** Draws of a fresh code before giving up (a clash is one in a million per live code). */
const CODE_TRIES = 10;

export const CODE_UNAVAILABLE = 'Could not generate a visitor code right now. Please try again.';

/** Unapproved accounts (approval withdrawn after signing in) do nothing here; guards have no passes. */
function hostActor(actor: EstateActor): void {
  if (!actor.isApproved || actor.role === 'security') throw forbidden();
}

function toVisitorCode(row: VisitorCodeRow, host: EstateActor, estate: string): VisitorCode {
  return {
    id: row.id,
    visitor_name: row.visitorName,
    purpose: row.purpose,
    code: row.code,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    is_used: row.usedAt !== null,
    used_at: row.usedAt?.toISOString() ?? null,
    resident: { name: personName(host), home_address: host.homeAddress },
    estate_name: estate,
  };
}

/** A resident or admin generates a one-time pass for a visitor, valid VISITOR_CODE_MINUTES. */
export async function createCode(deps: AppDeps, actor: EstateActor, body: VisitorCodeInput): Promise<VisitorCode> {
  hostActor(actor);
  const now = deps.clock.now();
  await consume(
    deps.db,
    deps.clock,
    { key: `visitor-codes:create:${actor.id}`, ...CREATE_LIMIT },
    VISITOR_MSG.tooManyCreated,
  );
  const draw = deps.visitorCodes ?? sixDigitCode;
  const row = await deps.db.transaction(async (tx) => {
    await lockPerson(tx, actor.id);
    const since = addSeconds(now, -VISITOR_CODE_MINUTES * 60);
    if ((await activeCodeCount(tx, actor.id, now, since)) >= MAX_ACTIVE_VISITOR_CODES)
      throw badRequest(VISITOR_MSG.tooManyActive);
    const values = {
      estateId: actor.estateId,
      residentId: actor.id,
      visitorName: body.visitor_name,
      purpose: body.purpose,
      createdAt: now,
      expiresAt: addSeconds(now, VISITOR_CODE_MINUTES * 60),
    };
    for (let i = 0; i < CODE_TRIES; i++) {
      const code = draw();
      const inserted = await insertCodeUnlessLive(tx, { ...values, code });
      if (inserted) return inserted;
      // The digits are taken: by an expired code nobody retired yet (free it for next time), or a live one.
      await retireExpired(tx, actor.estateId, code, now);
    }
    return undefined;
  });
  if (!row) throw new HttpError(503, { detail: CODE_UNAVAILABLE });
  return toVisitorCode(row, actor, await estateName(deps.db, actor.estateId));
}

/** The caller's own codes, newest first. */
export async function ownCodes(
  deps: AppDeps,
  actor: EstateActor,
  q: z.output<typeof visitorCodesQuery>,
): Promise<VisitorCodesPage> {
  hostActor(actor);
  const { rows, count } = await listOwnCodes(deps.db, actor.id, q);
  return { count, results: rows.map((r) => toVisitorCode(r.code, actor, r.estateName)) };
}

/** A refused check: the verify screen reads `error` (spec part 2 section 8). */
const refusal = (status: number, error: string, extra: Record<string, unknown> = {}, headers = {}) =>
  new HttpError(status, { error, ...extra }, headers);
const paused = (error: string, retryAfter: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return refusal(429, error, { retry_after: seconds }, { 'retry-after': String(seconds) });
};

/** What is kept of the typed code in the gate log: at most six characters, no control characters. */
function typedCode(code: unknown): string {
  const typed = typeof code === 'string' ? code : typeof code === 'number' ? String(code) : '';
  return typed
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 6);
}

type Outcome =
  | { result: 'valid'; answer: VerifyResult }
  | { result: 'refused'; error: string; retryAfter: number }
  | { result: 'empty' }
  | { result: Exclude<GateResult, 'valid' | 'refused'>; usedAt: Date | null };

/**
 * A guard or admin checks a code at the gate. Every check is logged in gate_checks; a guard who
 * checks too fast, or enters too many invalid codes, is paused (guessing a code is the threat).
 * It all happens in one transaction, so the gate waits for one commit (one WAL flush).
 */
export async function verifyCode(deps: AppDeps, actor: EstateActor, rawCode: unknown): Promise<VerifyResult> {
  if (!actor.isApproved || actor.role === 'resident') throw forbidden();
  const { db, clock } = deps;
  const now = clock.now();
  const typed = typedCode(rawCode);
  const code = typeof rawCode === 'string' ? rawCode.trim() : rawCode;
  const invalidKey = { key: `verify:invalid:${actor.id}`, ...INVALID_LIMIT };
  const checksKey = { key: `verify:checks:${actor.id}`, ...CHECK_LIMIT };

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const log = (result: GateResult, visitorCodeId: number | null = null) =>
      insertGateCheck(tx, {
        estateId: actor.estateId,
        guardId: actor.id,
        guardName: personName(actor),
        code: typed,
        visitorCodeId,
        result,
        createdAt: now,
      });
    const invalid = async () => {
      await log('invalid');
      await hit(tx, clock, invalidKey);
      return { result: 'invalid', usedAt: null } as const;
    };

    // Each check counts toward the guard's pace first. That upsert holds the guard's pace row until
    // commit, so one guard's checks run one at a time, and the lock is read after it, in a statement
    // of its own: its snapshot then holds the invalid codes of every earlier check. (Read in the
    // same statement, it missed the checks committed while this one waited for the row, and a
    // guard firing codes in parallel got past the lock.)
    const checks = await hit(tx, clock, checksKey);
    const invalids = await peek(tx, clock, invalidKey);
    if (invalids.count >= INVALID_LIMIT.max) {
      await log('refused');
      return { result: 'refused', error: VISITOR_MSG.locked, retryAfter: invalids.retryAfter };
    }
    if (checks.count > CHECK_LIMIT.max) {
      await log('refused');
      return { result: 'refused', error: VISITOR_MSG.tooManyChecks, retryAfter: checks.retryAfter };
    }
    if (code === undefined || code === null || code === '') {
      await log('invalid');
      return { result: 'empty' };
    }
    if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return invalid();

    const used = await useCode(tx, actor.estateId, code, actor.id, now);
    if (!used) {
      const known = await latestCode(tx, actor.estateId, code);
      if (!known) return invalid();
      const result = known.usedAt ? 'used' : 'expired';
      await log(result, known.id);
      return { result, usedAt: known.usedAt };
    }
    await log('valid', used.id);
    const hostName = personName({ firstName: used.hostFirstName, lastName: used.hostLastName });
    await emit(tx, {
      type: 'visitor.arrived',
      estateId: actor.estateId,
      actorId: actor.id,
      subjectId: used.id,
      at: now.toISOString(),
      data: {
        visitorName: used.visitorName,
        purpose: VISITOR_PURPOSE_LABELS[used.purpose],
        hostId: used.residentId,
        hostName,
        homeAddress: used.homeAddress,
        guardName: personName(actor),
      },
    });
    return {
      result: 'valid',
      answer: {
        visitor_name: used.visitorName,
        purpose: used.purpose,
        resident: { name: hostName, home_address: used.homeAddress },
        estate: { id: actor.estateId, name: used.estateName },
        code: used.code,
        verified_at: now.toISOString(),
      },
    };
  });

  switch (outcome.result) {
    case 'valid':
      return outcome.answer;
    case 'refused':
      throw paused(outcome.error, outcome.retryAfter);
    case 'empty':
      throw refusal(400, VISITOR_MSG.enterCode);
    case 'invalid':
      throw refusal(400, VISITOR_MSG.invalidCode);
    default:
      throw refusal(400, VISITOR_MSG.expiredOrUsed, { used_at: outcome.usedAt?.toISOString() ?? null });
  }
}

/** A guard's own recent checks, or (for an admin) the estate's gate log, newest first. */
export async function gateLog(
  deps: AppDeps,
  actor: EstateActor,
  q: z.output<typeof gateChecksQuery>,
): Promise<GateChecksPage> {
  if (!actor.isApproved || actor.role === 'resident') throw forbidden();
  const scope = actor.role === 'admin' ? { estateId: actor.estateId } : { estateId: actor.estateId, guardId: actor.id };
  const { rows, count } = await listGateChecks(deps.db, scope, q);
  return {
    count,
    results: rows.map((r) => ({
      id: r.check.id,
      code: r.check.code,
      result: r.check.result,
      visitor_name: r.visitorName,
      purpose: r.purpose,
      resident:
        r.hostFirstName === null
          ? null
          : {
              name: personName({ firstName: r.hostFirstName, lastName: r.hostLastName ?? '' }),
              home_address: r.hostAddress ?? '',
            },
      guard_name: r.check.guardName,
      checked_at: r.check.createdAt.toISOString(),
    })),
  };
}
