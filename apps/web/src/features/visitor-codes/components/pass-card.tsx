import { VISITOR_PURPOSE_LABELS, type VisitorCode } from '@estatehub/shared';
import { Check, Copy, Download, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCopy } from '../../../components/ui/copy-button';
import { spacedCode } from '../../../components/visitor-code-labels';
import { useNow } from '../../../lib/use-now';
import { lagosTime } from './code-labels';
import { passFileName, passImage, passMessage, passQrDataUrl, saveBlob, whatsAppUrl } from './pass-sharing';

function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * mm:ss to expiry, ticking every second. Screen readers hear only the minute ("12 minutes left")
 * and the end, never each second.
 */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  const left = secondsLeft(expiresAt, now);
  const minutes = Math.ceil(left / 60);
  const spoken = left === 0 ? 'Expired' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  return (
    <div className="text-center">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Expires in</p>
      <p
        className={`font-mono text-2xl font-bold tabular-nums ${left === 0 ? 'text-red-700' : left < 300 ? 'text-amber-700' : 'text-slate-900'}`}
        data-testid="pass-countdown"
        aria-hidden="true"
      >
        {left === 0 ? 'Expired' : mmss(left)}
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}

function CopyCode({ code }: { code: string }) {
  const { state, copy: copyValue } = useCopy();
  const copy = () => copyValue(code);
  return (
    <>
      <Button variant="outline" onClick={copy}>
        {state === 'copied' ? (
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {state === 'copied' ? 'Copied!' : 'Copy code'}
      </Button>
      <span className="sr-only" aria-live="polite">
        {state === 'copied' ? 'Code copied' : state === 'failed' ? 'Could not copy; select the code instead' : ''}
      </span>
    </>
  );
}

/** The QR of the pass, made in the browser (the code never leaves it for another service). */
function PassQr({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    passQrDataUrl(code).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className="mx-auto size-40 rounded-lg border border-slate-200 bg-white p-2 sm:size-44">
      {src ? (
        <img src={src} alt={`QR code of visitor code ${code}`} className="size-full [image-rendering:pixelated]" />
      ) : (
        <div className="size-full animate-pulse rounded bg-slate-100" />
      )}
    </div>
  );
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The newly generated pass: the code large, who and where, the countdown, and the ways to send it. */
export function PassCard({ pass }: { pass: VisitorCode }) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const share = async () => {
    setProblem(null);
    try {
      await navigator.share({ title: `Visitor pass for ${pass.estate_name}`, text: passMessage(pass) });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setProblem('Could not open the share sheet.');
    }
  };

  const download = async () => {
    setProblem(null);
    setSaving(true);
    try {
      saveBlob(await passImage(pass), passFileName(pass));
    } catch {
      setProblem('Could not make the pass image.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="visitor-pass-title">
      <Card className="overflow-hidden">
        <div className="bg-brand-700 px-5 py-4 text-white">
          <p className="text-xs font-semibold tracking-widest uppercase opacity-90">Visitor pass</p>
          <h2 id="visitor-pass-title" className="text-lg font-semibold break-words">
            {pass.estate_name}
          </h2>
        </div>
        <div className="grid gap-5 p-5 sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="min-w-0 space-y-4 text-center sm:text-left">
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Gate code</p>
              <p
                className="font-mono text-5xl font-bold tracking-[0.2em] text-slate-900 sm:text-6xl"
                data-testid="pass-code"
              >
                {spacedCode(pass.code)}
              </p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-left text-sm">
              <dt className="text-slate-500">Visitor</dt>
              <dd className="font-medium break-words text-slate-900">{pass.visitor_name}</dd>
              <dt className="text-slate-500">Purpose</dt>
              <dd className="text-slate-900">{VISITOR_PURPOSE_LABELS[pass.purpose]}</dd>
              <dt className="text-slate-500">Host address</dt>
              <dd className="break-words text-slate-900">{pass.resident.home_address || '—'}</dd>
              <dt className="text-slate-500">Valid until</dt>
              <dd className="text-slate-900">{lagosTime(pass.expires_at)}</dd>
            </dl>
          </div>
          <div className="space-y-3">
            <PassQr code={pass.code} />
            <Countdown expiresAt={pass.expires_at} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-slate-100 p-4">
          <CopyCode code={pass.code} />
          <a
            href={whatsAppUrl(pass)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'md', 'bg-[#128C4A] hover:bg-[#0e7a40]')}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            Share on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {canShare() ? (
            <Button variant="outline" onClick={share}>
              <Share2 className="size-4" aria-hidden="true" />
              Share
            </Button>
          ) : null}
          <Button variant="outline" onClick={download} loading={saving} disabled={saving}>
            {saving ? null : <Download className="size-4" aria-hidden="true" />}
            Download as image
          </Button>
          {problem ? (
            <p className="w-full text-sm text-red-700" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </Card>
    </section>
  );
}
