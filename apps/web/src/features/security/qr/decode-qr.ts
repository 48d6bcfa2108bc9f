// QR decoding for the gate: the browser's own BarcodeDetector where it has one (fast, native),
// else jsQR, imported on demand so its code reaches only this screen (its own build chunk).

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** A frame or picture the decoder reads: a playing video or a decoded image. */
export type QrSource = HTMLVideoElement | ImageBitmap;

let nativeDetector: Promise<BarcodeDetectorLike | null> | undefined;

/** The browser's QR detector, or null where it has none (most desktop browsers, Firefox, Safari). */
function detector(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

const sourceSize = (source: QrSource) =>
  source instanceof ImageBitmap
    ? { width: source.width, height: source.height }
    : { width: source.videoWidth, height: source.videoHeight };

/** Large photos are scaled down first: jsQR's time grows with the pixels, and a pass needs few. */
const MAX_SIDE = 1280;

let canvas: HTMLCanvasElement | undefined;

async function decodeWithJsQr(source: QrSource, thorough: boolean): Promise<string | null> {
  const { width, height } = sourceSize(source);
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(context.getImageData(0, 0, w, h).data, w, h, {
    // Live frames come many a second: skip the inverted pass there; a photo gets every chance.
    inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert',
  });
  return found?.data ?? null;
}

/**
 * The text of the first QR code in a video frame or a picture, or null. `thorough` (a photo)
 * also tries jsQR when the native detector finds nothing.
 */
export async function decodeQr(source: QrSource, thorough = false): Promise<string | null> {
  const native = await detector();
  if (native) {
    const codes = await native.detect(source).catch(() => []);
    if (codes[0]?.rawValue) return codes[0].rawValue;
    if (!thorough) return null;
  }
  return decodeWithJsQr(source, thorough);
}

/**
 * The six-digit code a pass's QR carries: the text itself, or the one six-digit group in it
 * (a pass may encode a sentence or a link around the code). Null when there is none.
 */
export function passCode(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{6}$/.test(trimmed)) return trimmed;
  const groups = trimmed.match(/(?<!\d)\d{6}(?!\d)/g);
  return groups?.length === 1 ? groups[0] : null;
}

/** Opens the back camera (the one facing the visitor's phone or printed pass). */
export function openBackCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('No camera access in this browser', 'NotSupportedError'));
  }
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

/** A camera failure in words a guard can act on; typing always still works. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera access was denied. Allow the camera for this site in your browser settings, or type the code.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found on this device. Type the code or scan from a photo.';
  }
  if (name === 'NotReadableError')
    return 'The camera is in use by another app. Close it and try again, or type the code.';
  if (name === 'NotSupportedError')
    return 'This browser cannot open the camera here. Type the code or scan from a photo.';
  return 'Could not start the camera. Type the code or scan from a photo.';
}
