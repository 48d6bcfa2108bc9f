import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The service worker that shows pushes (apps/web/public/sw.js). */
const WORKER_URL = '/sw.js';
const pushStateKey = ['push', 'state'] as const;

/** False where the browser has no Push API (the bell then hides the option). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** Turning push on failed because the person (or the browser) blocks notifications for this site. */
export class PushBlockedError extends Error {}

/** GET /api/push/key/ : the server's VAPID public key. */
export function getPushKey() {
  return api.get<{ public_key: string }>('/api/push/key/');
}

/** POST /api/push/subscriptions/ */
export function savePushSubscription(subscription: PushSubscriptionJSON) {
  return api.post<unknown>('/api/push/subscriptions/', { endpoint: subscription.endpoint, keys: subscription.keys });
}

/** DELETE /api/push/subscriptions/ (by endpoint) */
export function deletePushSubscription(endpoint: string) {
  return api.delete<unknown>('/api/push/subscriptions/', { body: { endpoint } });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Whether this browser receives push for the app now. */
export function usePushState() {
  const supported = isPushSupported();
  const query = useQuery({
    queryKey: pushStateKey,
    queryFn: async () => ({ subscribed: (await browserSubscription()) !== null, permission: Notification.permission }),
    enabled: supported,
  });
  return { supported, ...query };
}

/** Asks for permission, registers the service worker, subscribes with the server's key and stores it. */
async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError();
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await getPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  await savePushSubscription(subscription.toJSON());
}

/** Unsubscribes this browser and tells the server, which stops sending to it. */
async function turnOff(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}

export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }),
  });
}

export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }),
  });
}
