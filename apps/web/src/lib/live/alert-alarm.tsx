import type { LiveAlert } from '@estatehub/shared';
import { Siren, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../format';
import { createAlarmSound } from './alarm-sound';
import { alertVisual } from './alert-visuals';
import { useLiveEvent } from './use-live-event';

const ROLE_WORDS: Record<LiveAlert['sender_role'], string> = {
  admin: 'Estate management',
  resident: 'Resident',
  security: 'Security',
};

/**
 * The stream is our own server's, so a light check of the shape will do: the zod schema would put
 * zod in the first load of every page, sign-in included.
 */
function isLiveAlert(data: unknown): data is LiveAlert {
  const a = data as Partial<LiveAlert> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.id === 'number' &&
    typeof a.alert_type === 'string' &&
    typeof a.created_at === 'string' &&
    typeof a.sender_name === 'string'
  );
}

/**
 * The alarm: every `alert` live event shows a banner at the top of whatever screen is open, with
 * a repeating sound, until the person presses Acknowledge. Several alerts stack, newest first.
 */
export function AlertAlarm() {
  const [alarms, setAlarms] = useState<LiveAlert[]>([]);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const sound = useRef<ReturnType<typeof createAlarmSound> | null>(null);

  useLiveEvent('alert', (data) => {
    if (!isLiveAlert(data)) return;
    setAlarms((list) => (list.some((a) => a.id === data.id) ? list : [data, ...list]));
  });

  const ringing = alarms.length > 0;
  useEffect(() => {
    if (!ringing) return;
    sound.current ??= createAlarmSound();
    const s = sound.current;
    let cancelled = false;
    void s.start().then((playing) => {
      if (!cancelled) setSoundBlocked(!playing);
    });
    // Autoplay refused: the first touch or key anywhere starts the sound.
    const unblock = () => {
      void s.start().then((playing) => {
        if (!cancelled) setSoundBlocked(!playing);
      });
    };
    window.addEventListener('pointerdown', unblock);
    window.addEventListener('keydown', unblock);
    return () => {
      cancelled = true;
      s.stop();
      window.removeEventListener('pointerdown', unblock);
      window.removeEventListener('keydown', unblock);
    };
  }, [ringing]);

  useEffect(() => () => void sound.current?.close(), []);

  if (!ringing) return null;
  const acknowledge = (id: number) => setAlarms((list) => list.filter((a) => a.id !== id));

  return (
    <section
      aria-label="Emergency alerts"
      className="fixed inset-x-0 top-0 z-[60] max-h-[70vh] space-y-2 overflow-y-auto p-2 sm:p-3"
    >
      {alarms.map((a) => {
        const visual = alertVisual(a.alert_type);
        const Icon = visual.icon;
        return (
          <div
            key={a.id}
            role="alert"
            className="mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border-2 border-red-700 bg-red-600 p-4 text-white shadow-2xl sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white">
                <Icon className={`size-6 ${visual.text}`} aria-hidden="true" />
              </span>
              <div className="min-w-0 space-y-0.5">
                <p className="flex items-center gap-1.5 text-base font-bold">
                  <Siren className="size-4 shrink-0 animate-pulse" aria-hidden="true" />
                  Emergency: {visual.label}
                </p>
                <p className="text-sm break-words">
                  From {a.sender_name || 'Unknown'} ({ROLE_WORDS[a.sender_role]}) · {formatDateTime(a.created_at)}
                </p>
                {a.other_reason ? <p className="text-sm font-medium break-words">{a.other_reason}</p> : null}
                {soundBlocked ? (
                  <p className="flex items-center gap-1 text-xs text-red-100">
                    <VolumeX className="size-3.5" aria-hidden="true" />
                    Sound is blocked by the browser: tap anywhere to hear the alarm.
                  </p>
                ) : null}
              </div>
            </div>
            <Button
              variant="outline"
              className="shrink-0 border-white bg-white font-semibold text-red-700 hover:bg-red-50"
              onClick={() => acknowledge(a.id)}
            >
              Acknowledge
            </Button>
          </div>
        );
      })}
    </section>
  );
}
