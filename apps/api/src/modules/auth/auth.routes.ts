import {
  detail,
  loginBody,
  MSG,
  registerBody,
  requestPasswordResetBody,
  resendVerificationBody,
  resetPasswordConfirmBody,
  userAnswer,
  verifyEmailBody,
} from '@estatehub/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endSession, startSession } from '../../plugins/session';
import * as auth from './auth.service';
import { readPendingVerification, setPendingVerification } from './pending-verification';

const tags = ['auth'];
/** Signing in, out and up is for anyone; the services decide what each caller may do. */
const config = { access: 'public' } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/login/',
    { config, schema: { tags, body: loginBody, response: { 200: userAnswer } } },
    async (request, reply) => {
      try {
        const user = await auth.authenticate(deps, request.body.email, request.body.password, request.ip);
        await startSession(request, reply, user);
        return auth.userAnswerFor(deps, user);
      } catch (err) {
        // Signing in before verifying: remember the account so the verify screen can finish.
        if (err instanceof auth.EmailNotVerifiedError) setPendingVerification(request, reply, err.userId);
        throw err;
      }
    },
  );

  app.post('/logout/', { config, schema: { tags, response: { 200: detail } } }, async (request, reply) => {
    await endSession(request, reply);
    return { detail: MSG.loggedOut };
  });

  app.post(
    '/register/',
    {
      config,
      schema: { tags, body: registerBody, response: { 201: z.object({ detail: z.string(), email: z.string() }) } },
    },
    async (request, reply) => {
      const user = await auth.register(deps, request.body);
      setPendingVerification(request, reply, user.id);
      return reply.code(201).send({ detail: MSG.registered, email: user.email });
    },
  );

  app.post(
    '/verify-email/',
    { config, schema: { tags, body: verifyEmailBody, response: { 200: detail } } },
    async (request) => {
      const account = await auth.pendingAccount(deps, request.body.email, readPendingVerification(request));
      await auth.verifyEmail(deps, account, request.body.code, request.ip);
      // The cookie stays (it expires within the hour): a later Resend says "already verified".
      return { detail: MSG.emailVerified };
    },
  );

  app.post(
    '/resend-verification/',
    { config, schema: { tags, body: resendVerificationBody, response: { 200: detail } } },
    async (request) => {
      const account = await auth.pendingAccount(deps, request.body.email, readPendingVerification(request));
      await auth.resendVerification(deps, account, request.ip);
      return { detail: MSG.verificationSent };
    },
  );

  app.post(
    '/request-password-reset/',
    { config, schema: { tags, body: requestPasswordResetBody, response: { 200: detail } } },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email, request.ip);
      return { detail: MSG.resetRequested };
    },
  );

  app.post(
    '/reset-password-confirm/',
    { config, schema: { tags, body: resetPasswordConfirmBody, response: { 200: detail } } },
    async (request) => {
      const { email, code, new_password } = request.body;
      await auth.resetPassword(deps, email, code, new_password, request.ip);
      return { detail: MSG.passwordReset };
    },
  );
};
