/** GET /api/payments/{id}/receipt/view/ : the receipt, inline in a new tab (the payer and the estate's admins only). */
export const receiptViewUrl = (id: number) => `/api/payments/${id}/receipt/view/`;

/** GET /api/payments/{id}/receipt/download/ : the same receipt as an attachment named receipt-{id}.pdf. */
export const receiptDownloadUrl = (id: number) => `/api/payments/${id}/receipt/download/`;

export const receiptFileName = (id: number) => `receipt-${id}.pdf`;
