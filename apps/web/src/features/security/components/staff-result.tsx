import { STAFF_STATUS_LABELS } from '@estatehub/shared';
import { CircleCheck, CircleX, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { StaffOutcome } from '../api/lookup-staff';

type StaffResultProps = { outcome: StaffOutcome; revision: number };

/**
 * A staff check's answer, read at arm's length: active in green (let in), removed in red with
 * the reason, an unknown ID in red too. Icon and words as well as colour.
 */
export function StaffResult({ outcome, revision }: StaffResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new check brings the panel into view again.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [revision]);

  if (!outcome.ok)
    return (
      <div ref={ref} role="alert" aria-live="assertive" className="rounded-2xl bg-red-700 p-5 text-white sm:p-6">
        <p className="flex items-center gap-3 text-2xl font-extrabold leading-tight sm:text-3xl">
          <SearchX className="size-10 shrink-0 sm:size-12" aria-hidden="true" />
          <span className="min-w-0 break-words">{outcome.message}</span>
        </p>
        <p className="mt-2 text-lg font-semibold">Do not let in. Check the ID and try again.</p>
        {outcome.typed ? (
          <dl className="mt-4">
            <Detail label="Typed" value={outcome.typed} mono />
          </dl>
        ) : null}
      </div>
    );

  const { staff } = outcome;
  const active = staff.status === 'active';
  const Icon = active ? CircleCheck : CircleX;
  return (
    <div
      ref={ref}
      role={active ? 'status' : 'alert'}
      aria-live={active ? 'polite' : 'assertive'}
      className={`rounded-2xl p-5 text-white sm:p-6 ${active ? 'bg-emerald-700' : 'bg-red-700'}`}
    >
      <p className="flex items-center gap-3 text-3xl font-extrabold leading-tight sm:text-4xl">
        <Icon className="size-10 shrink-0 sm:size-12" aria-hidden="true" />
        {active ? 'Active — let in' : `${STAFF_STATUS_LABELS.removed} — do not let in`}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Detail label="Name" value={staff.name} big />
        <Detail label="Role" value={staff.role} big />
        <Detail label="Works for" value={staff.employer.name} />
        <Detail label="House" value={staff.employer.home_address || '—'} />
        {!active ? <Detail label="Reason" value={staff.removal_reason || 'No reason given'} big /> : null}
        <Detail label="Staff ID" value={staff.unique_id} mono />
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
