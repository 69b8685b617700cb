import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { pgErrorFields } from '../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sendError } from './store-http.ts';

/**
 * POST /api/store/webhooks/{provider}: the provider tells us a payment's outcome. The signature
 * over the raw body is checked first; each event id is handled once (a replay changes nothing).
 * Runs as the service (the database owner), because a webhook has no user: the provider's
 * signature is its authority, and the SQL functions only record what it vouched for.
 */
export function paymentWebhookRoute(
  app: FastifyInstance,
  deps: { db: Database; provider: PaymentProvider },
): Promise<void> {
  return app.register((scope, _opts, done) => {
    // The signature covers the exact bytes: keep the body raw.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    scope.post<{ Params: { provider: string }; Body: Buffer }>(
      '/api/store/webhooks/:provider',
      async (request, reply) => {
        try {
          if (request.params.provider !== deps.provider.name || !Buffer.isBuffer(request.body)) {
            return reply
              .code(404)
              .send({ code: 'PT404', message: 'Not found', details: null, hint: null });
          }
          const event = deps.provider.verifyWebhook(request.body, request.headers);
          const outcome = await deps.db.transaction(async (tx) => {
            const [claim] = await tx.query<{ fresh: boolean }>(
              'select pgstore_private.claim_payment_event($1, $2, $3) as fresh',
              [deps.provider.name, event.eventId, event.event],
            );
            if (!claim?.fresh) return 'duplicate';
            if (!event.payment) return 'ignored';
            try {
              await tx.query('savepoint webhook_payment');
              await tx.query('select pgstore_private.complete_payment($1, $2, $3, $4, null)', [
                deps.provider.name,
                event.payment.providerOrderId,
                event.payment.providerPaymentId,
                event.payment.succeeded,
              ]);
              await tx.query('release savepoint webhook_payment');
              return 'recorded';
            } catch (error) {
              // A payment we never opened, or an order already closed: acknowledge, change nothing.
              const code = pgErrorFields(error)?.code;
              if (code !== 'PT404' && code !== 'PT409') throw error;
              await tx.query('rollback to savepoint webhook_payment');
              return 'ignored';
            }
          });
          return reply.send({ status: outcome });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    );
    done();
  }) as unknown as Promise<void>;
}
