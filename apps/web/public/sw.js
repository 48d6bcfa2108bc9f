/*
 * EstateHub's service worker: shows web pushes and opens their screen when clicked.
 * A push's data is JSON { title, body, link, tag } (apps/api/src/modules/push/push.job.ts).
 */
self.addEventListener('install', () => self.skipWaiting());
// Controls open pages at once, so a click can bring one of them to the entry's screen.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'EstateHub', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/favicon.svg',
      data: { link: data.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link || '/', self.location.origin);
  // Only ever our own screens.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target.href && 'navigate' in open) await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
