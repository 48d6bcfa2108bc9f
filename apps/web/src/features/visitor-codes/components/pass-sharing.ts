import { VISITOR_PURPOSE_LABELS, type VisitorCode } from '@estatehub/shared';
import QRCode from 'qrcode';
import { lagosTime } from './code-labels';

/** The QR holds the six digits alone, so the guard's scanner reads exactly what would be typed. */
export function passQrDataUrl(code: string): Promise<string> {
  return QRCode.toDataURL(code, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
}

/** The message a resident sends the visitor: the estate, the house, the code and when it stops working. */
export function passMessage(pass: VisitorCode): string {
  const address = pass.resident.home_address ? `, ${pass.resident.home_address}` : '';
  return [
    `Hello ${pass.visitor_name}, here is your visitor pass for ${pass.estate_name}${address}.`,
    `Gate code: ${pass.code}`,
    `Valid until ${lagosTime(pass.expires_at)} (one-time use).`,
  ].join('\n');
}

export const whatsAppUrl = (pass: VisitorCode) => `https://wa.me/?text=${encodeURIComponent(passMessage(pass))}`;

export const passFileName = (pass: VisitorCode) => `visitor-pass-${pass.code}.png`;

const WIDTH = 600;
const HEIGHT = 880;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The QR image did not load'));
    image.src = src;
  });
}

/** Draws the pass (estate, visitor, code, QR, expiry) on a canvas and answers it as a PNG. */
export async function passImage(pass: VisitorCode): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#047857';
  ctx.fillRect(0, 0, WIDTH, 110);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#ffffff';
  ctx.font = `600 20px ${FONT}`;
  ctx.fillText('VISITOR PASS', WIDTH / 2, 44);
  ctx.font = `700 28px ${FONT}`;
  ctx.fillText(pass.estate_name, WIDTH / 2, 84, WIDTH - 40);

  ctx.fillStyle = '#0f172a';
  ctx.font = `700 30px ${FONT}`;
  ctx.fillText(pass.visitor_name, WIDTH / 2, 170, WIDTH - 40);
  ctx.fillStyle = '#475569';
  ctx.font = `400 20px ${FONT}`;
  ctx.fillText(VISITOR_PURPOSE_LABELS[pass.purpose], WIDTH / 2, 202);

  ctx.fillStyle = '#0f172a';
  ctx.font = `700 76px ui-monospace, "SFMono-Regular", Menlo, monospace`;
  ctx.fillText(pass.code.split('').join(' '), WIDTH / 2, 300, WIDTH - 40);

  const qr = await loadImage(await passQrDataUrl(pass.code));
  ctx.drawImage(qr, (WIDTH - 300) / 2, 340, 300, 300);

  ctx.fillStyle = '#334155';
  ctx.font = `400 20px ${FONT}`;
  if (pass.resident.home_address) ctx.fillText(`Host: ${pass.resident.home_address}`, WIDTH / 2, 700, WIDTH - 40);
  ctx.font = `600 22px ${FONT}`;
  ctx.fillStyle = '#b45309';
  ctx.fillText(`Valid until ${lagosTime(pass.expires_at)}`, WIDTH / 2, 750, WIDTH - 40);
  ctx.fillStyle = '#64748b';
  ctx.font = `400 18px ${FONT}`;
  ctx.fillText('One-time use. Show this code at the gate.', WIDTH / 2, 800, WIDTH - 40);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The pass image was not made'))), 'image/png'),
  );
}

/** Saves a blob through a temporary link (the browser's download, named). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
