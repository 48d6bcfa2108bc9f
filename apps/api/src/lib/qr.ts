import QRCode from 'qrcode';

/** A QR code of `text` as a PNG (pdfkit draws PNG), with a quiet zone so phone cameras find it. */
export const qrPng = (text: string, size = 300): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: size });
