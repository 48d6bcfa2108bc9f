import { Camera, ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cameraErrorText, decodeQr, openBackCamera } from '../qr/decode-qr';

/** How often a live frame is read: quick enough to feel instant, light enough for a cheap phone. */
const FRAME_MS = 200;

type QrScannerProps = {
  /** The text of a QR code read from the camera or a photo. */
  onDecoded: (text: string) => void;
  disabled?: boolean;
};

/**
 * "Scan QR" opens the back camera and reads frames until a QR code shows; "Scan from photo" reads
 * one picture (on a phone the camera app takes it). Every failure is said in words, and typing the
 * code keeps working whatever happens here.
 */
export function QrScanner({ onDecoded, disabled }: QrScannerProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const photoId = useId();

  const onPhoto = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same picture again still fires a change.
    input.value = '';
    if (!file) return;
    setMessage(null);
    setReadingPhoto(true);
    try {
      const bitmap = await createImageBitmap(file);
      try {
        const text = await decodeQr(bitmap, true);
        if (text) onDecoded(text);
        else setMessage('No QR code was found in that photo. Try again closer to the pass, or type the code.');
      } finally {
        bitmap.close();
      }
    } catch {
      setMessage('That file could not be read as a picture. Try another photo, or type the code.');
    } finally {
      setReadingPhoto(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            setMessage(null);
            setOpen(true);
          }}
          disabled={disabled || open}
        >
          <Camera className="size-5" aria-hidden="true" />
          Scan QR
        </Button>
        <label
          htmlFor={photoId}
          className={buttonClasses(
            'outline',
            'lg',
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
          )}
        >
          <ImageUp className="size-5" aria-hidden="true" />
          {readingPhoto ? 'Reading photo...' : 'Scan from photo'}
          <input
            id={photoId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={onPhoto}
            disabled={disabled || readingPhoto}
          />
        </label>
      </div>
      {open ? (
        <CameraView
          onDecoded={(text) => {
            setOpen(false);
            onDecoded(text);
          }}
          onFail={(text) => {
            setOpen(false);
            setMessage(text);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
      {message ? <Alert variant="warning">{message}</Alert> : null}
    </div>
  );
}

type CameraViewProps = { onDecoded: (text: string) => void; onFail: (message: string) => void; onClose: () => void };

/** The live camera while it is shown; leaving (closing, a result, another screen) always stops it. */
function CameraView({ onDecoded, onFail, onClose }: CameraViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onDecoded, onFail });
  handlers.current = { onDecoded, onFail };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const video = videoRef.current;

    const read = async () => {
      if (stopped || !video) return;
      if (video.readyState >= video.HAVE_CURRENT_DATA) {
        const text = await decodeQr(video).catch(() => null);
        if (stopped) return;
        if (text) {
          handlers.current.onDecoded(text);
          return;
        }
      }
      timer = window.setTimeout(read, FRAME_MS);
    };

    openBackCamera()
      .then(async (media) => {
        stream = media;
        if (stopped || !video) return;
        video.srcObject = media;
        await video.play();
        read();
      })
      .catch((error: unknown) => {
        if (!stopped) handlers.current.onFail(cameraErrorText(error));
      });

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video) video.srcObject = null;
    };
  }, []);

  // A camera left running behind a locked phone or another tab drains the battery: close it.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') onClose();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [onClose]);

  return (
    <div className="space-y-2">
      <div className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-slate-900">
        <video ref={videoRef} className="size-full object-cover" muted playsInline aria-label="Camera view" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
        />
      </div>
      <p className="text-center text-sm text-slate-600">Point the camera at the visitor's QR code.</p>
      <Button variant="ghost" className="w-full" onClick={onClose}>
        <X className="size-4" aria-hidden="true" />
        Stop camera
      </Button>
    </div>
  );
}
