import { STAFF_MSG } from '@estatehub/shared';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { type StaffOutcome, staffRefusal, useLookupStaff } from '../api/lookup-staff';
import { StaffResult } from './staff-result';

/**
 * The guard's staff mode: type the staff ID from the card, see who it is and whether to let them
 * in. Focus stays on the tab when the mode opens (arrow keys keep moving between the tabs); after
 * each check it returns to the field, ready for the next person.
 */
export function StaffLookup() {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ value: StaffOutcome; revision: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lookup = useLookupStaff();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) {
      setFieldError(STAFF_MSG.enterStaffId);
      inputRef.current?.focus();
      return;
    }
    if (lookup.isPending) return;
    setFieldError(null);
    lookup.mutate(value, {
      onSuccess: (staff) => setOutcome((o) => ({ value: { ok: true, staff }, revision: (o?.revision ?? 0) + 1 })),
      onError: (error) => setOutcome((o) => ({ value: staffRefusal(error, value), revision: (o?.revision ?? 0) + 1 })),
      onSettled: () => {
        setTyped('');
        inputRef.current?.focus({ preventScroll: true });
      },
    });
  };

  return (
    <>
      <Card className="space-y-4 p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <label htmlFor="staff-id" className="block text-lg font-semibold text-slate-900">
            Staff ID
          </label>
          <Input
            ref={inputRef}
            id="staff-id"
            name="staff_id"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="ST-XXXXXX"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.toUpperCase());
              if (fieldError) setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'staff-id-error' : 'staff-id-hint'}
            className="h-16 text-center font-mono text-3xl! font-bold tracking-[0.15em] placeholder:text-slate-300 sm:text-4xl!"
          />
          {fieldError ? (
            <p id="staff-id-error" role="alert" className="text-base font-semibold text-red-700">
              {fieldError}
            </p>
          ) : (
            <p id="staff-id-hint" className="text-sm text-slate-600">
              The ID on the staff member's card, such as ST-7K4MPA.
            </p>
          )}
          <Button type="submit" size="lg" className="h-14 w-full text-lg" loading={lookup.isPending}>
            {lookup.isPending ? 'Checking...' : 'Check Staff'}
          </Button>
        </form>
      </Card>
      {outcome ? <StaffResult outcome={outcome.value} revision={outcome.revision} /> : null}
    </>
  );
}
