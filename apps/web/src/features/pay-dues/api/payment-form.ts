import { EVIDENCE_MAX_BYTES, PAYMENT_MSG, paymentFields } from '@estatehub/shared';
import type { z } from 'zod';

/** The due and the amount; the evidence file is held beside the form (a File is no form value). */
export const paymentFormSchema = paymentFields;
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormValues = z.output<typeof paymentFormSchema>;

export const UPLOAD_FAILED = 'Could not upload the payment evidence';

/** The types the server accepts (it reads them from the bytes; the browser's claim is only a first check). */
const EVIDENCE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
];
const EVIDENCE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'heic', 'heif', 'pdf'];

/** For the file input's accept attribute (extensions too: some browsers give HEIC photos no type). */
export const EVIDENCE_ACCEPT = [...EVIDENCE_TYPES, ...EVIDENCE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');
export const EVIDENCE_HINT = 'Images or PDF, up to 10 MB';

function looksAccepted(file: File): boolean {
  if (file.type) return EVIDENCE_TYPES.includes(file.type);
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EVIDENCE_EXTENSIONS.includes(ext);
}

/** The server's words for a file it would refuse (wrong type, empty, over 10 MB), else null. */
export function evidenceFileError(file: File): string | null {
  if (!looksAccepted(file)) return PAYMENT_MSG.evidenceType;
  if (file.size === 0) return PAYMENT_MSG.evidenceRequired;
  if (file.size > EVIDENCE_MAX_BYTES) return PAYMENT_MSG.evidenceSize;
  return null;
}
