import { ApiError } from '../../../lib/api-client';
import { filterParams, type PaymentFilters } from './get-payments';

/** GET /api/payments/report/pdf/?<the list's filters> : opened in a new tab. */
export function paymentsReportUrl(filters: PaymentFilters): string {
  const query = new URLSearchParams(filterParams(filters)).toString();
  return `/api/payments/report/pdf/${query ? `?${query}` : ''}`;
}

/** GET /api/payments/{id}/receipt/view/ : the receipt inline, opened in a new tab. */
export const receiptViewUrl = (id: number) => `/api/payments/${id}/receipt/view/`;

export const receiptFileName = (id: number) => `receipt-${id}.pdf`;

/**
 * GET /api/payments/{id}/receipt/download/ : fetched first (so a refusal shows as a message, not
 * as a saved error page), then handed to the browser as a file named receipt-{id}.pdf.
 */
export async function downloadReceipt(id: number): Promise<void> {
  const response = await fetch(`/api/payments/${id}/receipt/download/`, { credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    let data: Record<string, unknown> | string | null = text || null;
    try {
      data = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      // a plain-text answer stays text
    }
    throw new ApiError(response.status, data);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptFileName(id);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; the address can go once the browser has started.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
