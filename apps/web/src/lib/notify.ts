import { type ExternalToast, toast } from 'sonner';

/** Toasts raised by the app's shared flows close after 3000 ms; the Toaster's default is 5000 ms. */
export const SHARED_TOAST_MS = 3000;
export const DEFAULT_TOAST_MS = 5000;

const withShared = (options?: ExternalToast): ExternalToast => ({ duration: SHARED_TOAST_MS, ...options });

export const notify = {
  success: (message: string, options?: ExternalToast) => toast.success(message, withShared(options)),
  error: (message: string, options?: ExternalToast) => toast.error(message, withShared(options)),
  info: (message: string, options?: ExternalToast) => toast.info(message, withShared(options)),
};
