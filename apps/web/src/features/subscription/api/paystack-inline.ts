/** Paystack's inline checkout, loaded only when a payment starts so it stays out of the main bundle. */
const PAYSTACK_INLINE_SRC = 'https://js.paystack.co/v1/inline.js';

export type PaystackSetup = {
  key: string;
  email: string;
  plan: string;
  ref: string;
  callback: (response: { reference: string }) => void;
  onClose: () => void;
};

type PaystackPop = { setup: (options: PaystackSetup) => { openIframe: () => void } };

declare global {
  interface Window {
    PaystackPop?: PaystackPop;
  }
}

let loading: Promise<PaystackPop> | null = null;

export function loadPaystack(): Promise<PaystackPop> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPop>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_INLINE_SRC;
    script.async = true;
    script.onload = () => (window.PaystackPop ? resolve(window.PaystackPop) : reject(new Error('PaystackPop missing')));
    script.onerror = () => {
      // A later attempt may succeed (a flaky network): forget the failed load.
      loading = null;
      script.remove();
      reject(new Error('Could not load the Paystack checkout.'));
    };
    document.head.append(script);
  });
  return loading;
}
