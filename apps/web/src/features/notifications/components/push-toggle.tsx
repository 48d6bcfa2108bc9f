import { NOTIFICATION_MSG } from '@estatehub/shared';
import { BellOff, BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PushBlockedError, usePushState, useTurnOffPush, useTurnOnPush } from '../api/web-push';

/** Push opt-in and opt-out for this browser; nothing where the browser has no Push API. */
export function PushToggle() {
  const { supported, data, isPending } = usePushState();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const [note, setNote] = useState<string | null>(null);
  if (!supported || isPending) return null;

  const busy = turnOn.isPending || turnOff.isPending;
  const blocked = data?.permission === 'denied' && !data.subscribed;

  const onTurnOn = () =>
    turnOn.mutate(undefined, {
      onSuccess: () => setNote(NOTIFICATION_MSG.pushEnabled),
      onError: (error) =>
        setNote(error instanceof PushBlockedError ? NOTIFICATION_MSG.pushBlocked : NOTIFICATION_MSG.pushFailed),
    });
  const onTurnOff = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => setNote(NOTIFICATION_MSG.pushDisabled),
      onError: () => setNote(NOTIFICATION_MSG.pushFailed),
    });

  return (
    <div className="border-t border-slate-200 px-4 py-3">
      {blocked ? (
        <p className="text-xs text-slate-600">{NOTIFICATION_MSG.pushBlocked}</p>
      ) : data?.subscribed ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start"
          onClick={onTurnOff}
          loading={busy}
          disabled={busy}
        >
          {busy ? null : <BellOff className="size-4" aria-hidden="true" />}
          {NOTIFICATION_MSG.pushOff}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start"
          onClick={onTurnOn}
          loading={busy}
          disabled={busy}
        >
          {busy ? null : <BellRing className="size-4" aria-hidden="true" />}
          {NOTIFICATION_MSG.pushOn}
        </Button>
      )}
      <p role="status" className="mt-1 text-xs text-slate-600 empty:hidden">
        {note}
      </p>
    </div>
  );
}
