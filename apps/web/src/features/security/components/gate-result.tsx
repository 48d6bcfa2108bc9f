import { VISITOR_MSG, VISITOR_PURPOSE_LABELS } from '@estatehub/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { GateOutcome } from '../api/verify-code';

type GateResultProps = { outcome: GateOutcome; revision: number };

/**
 * The answer at the gate, to be read at arm's length in sunlight: a full-width panel in big type,
 * an icon and words as well as the colour. Let in is announced politely, a refusal assertively.
 */
export function GateResult({ outcome, revision }: GateResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new check brings the panel into view again.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [revision]);

  if (outcome.ok) {
    const { result } = outcome;
    return (
      <div ref={ref} role="status" aria-live="polite" className="rounded-2xl bg-emerald-700 p-5 text-white sm:p-6">
        <p className="flex items-center gap-3 text-3xl font-extrabold leading-tight sm:text-4xl">
          <CircleCheck className="size-10 shrink-0 sm:size-12" aria-hidden="true" />
          Valid — let in
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Detail label="Visitor" value={result.visitor_name} big />
          <Detail label="Purpose" value={VISITOR_PURPOSE_LABELS[result.purpose]} big />
          <Detail label="Host" value={result.resident.name} />
          <Detail label="House" value={result.resident.home_address} />
          <Detail label="Checked" value={formatDateTime(result.verified_at)} />
          <Detail label="Code" value={result.code} mono />
        </dl>
      </div>
    );
  }

  const used = outcome.message === VISITOR_MSG.expiredOrUsed && outcome.usedAt;
  return (
    <div ref={ref} role="alert" aria-live="assertive" className="rounded-2xl bg-red-700 p-5 text-white sm:p-6">
      <p className="flex items-center gap-3 text-3xl font-extrabold leading-tight sm:text-4xl">
        <CircleX className="size-10 shrink-0 sm:size-12" aria-hidden="true" />
        <span className="min-w-0 break-words">{outcome.message}</span>
      </p>
      <p className="mt-2 text-lg font-semibold">Do not let in.</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {used ? <Detail label="Used at" value={formatDateTime(outcome.usedAt as string)} big /> : null}
        {outcome.code ? <Detail label="Code" value={outcome.code} mono /> : null}
      </dl>
    </div>
  );
}

function Detail({ label, value, big, mono }: { label: string; value: string; big?: boolean; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold uppercase tracking-wide text-white">{label}</dt>
      <dd
        className={`break-words font-bold ${big ? 'text-2xl' : 'text-xl'} ${mono ? 'font-mono tracking-widest' : ''}`}
      >
        {value}
      </dd>
    </div>
  );
}
