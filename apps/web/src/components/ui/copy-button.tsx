import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button';

const COPIED_MS = 2000;

/** Copying to the clipboard, with its outcome kept for 2 s: 'copied', or 'failed' (no permission). */
export function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
  };
  return { state, copy };
}

/** Copies a value to the clipboard and says so for 2 s (announced politely). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { state, copy: copyValue } = useCopy();
  const copy = () => copyValue(value);

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={copy} aria-label={label}>
        {state === 'copied' ? (
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span className="sr-only" aria-live="polite">
        {state === 'copied'
          ? 'Account number copied'
          : state === 'failed'
            ? 'Could not copy; select the number instead'
            : ''}
      </span>
    </span>
  );
}
