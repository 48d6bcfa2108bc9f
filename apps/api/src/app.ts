import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { activityLogRoutes } from './modules/activities/activities.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { duesRoutes } from './modules/dues/dues.routes';
import { estatesRoutes } from './modules/estates/estates.routes';
import { filesRoutes } from './modules/files/files.routes';
import { leadershipRoutes } from './modules/leadership/leadership.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { paymentReportRoutes } from './modules/payment-report/payment-report.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { pushRoutes } from './modules/push/push.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { residentsRoutes } from './modules/residents/residents.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { billingRoutes } from './modules/subscriptions/billing.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { supportRoutes } from './modules/support/support.routes';
import { visitorCodesRoutes } from './modules/visitor-codes/visitor-codes.routes';
import { registerAccess } from './plugins/access';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerStaticWeb } from './plugins/static-web';
import { registerUploads } from './plugins/uploads';
import { eventsRoutes } from './realtime/events.routes';
import type { HubOptions } from './realtime/live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  serveWeb?: boolean;
  /** The live stream's timings (tests shorten them). */
  live?: HubOptions;
};

/** Builds the whole application without listening; the server and the tests both use it. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  // An empty JSON body (the spec's "no payload" calls) reads as no body rather than an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new SyntaxError('Malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register(cookie, { secret: deps.secret });
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerSessions(app);
  // Before any route: every route registered from here on must declare who may call it.
  registerAccess(app);
  await registerOpenApi(app);
  registerCsrf(app);
  await registerUploads(app);

  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(profileRoutes, { prefix: '/api/resident' });
  await app.register(estatesRoutes, { prefix: '/api/estates' });
  await app.register(leadershipRoutes, { prefix: '/api/estates' });
  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(supportRoutes, { prefix: '/api/contact-support' });
  await app.register(residentsRoutes, { prefix: '/api/admin' });
  await app.register(duesRoutes, { prefix: '/api/dues' });
  await app.register(announcementsRoutes, { prefix: '/api/announcements' });
  // Payments span /api/payments/... and the admin's /api/admin/approve-payment/... calls.
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(receiptsRoutes, { prefix: '/api' });
  await app.register(paymentReportRoutes, { prefix: '/api' });
  await app.register(visitorCodesRoutes, { prefix: '/api/visitor-codes' });
  await app.register(notificationsRoutes, { prefix: '/api/notifications' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  await app.register(staffRoutes, { prefix: '/api/artisans-domestics' });
  await app.register(alertsRoutes, { prefix: '/api/alert' });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription' });
  await app.register(billingRoutes, { prefix: '/api/subscription/charges' });
  await app.register(eventsRoutes(opts.live), { prefix: '/api/events' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(activityLogRoutes, { prefix: '/api/activity-log' });

  if (opts.serveWeb) await registerStaticWeb(app);
  return app;
}
