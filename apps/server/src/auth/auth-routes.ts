import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Kernel } from '../http/kernel.ts';
import { acceptEmptyJson } from './auth-http.ts';
import { changePasswordEndpoint } from './change-password.ts';
import { loginEndpoint } from './login.ts';
import { logoutEndpoint } from './logout.ts';
import { prepareDummyHash } from './passwords.ts';
import {
  phoneVerificationStatusEndpoint,
  requestPhoneVerificationEndpoint,
  verifyPhoneEndpoint,
} from './phone-verification.ts';
import { createRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { refreshTokenEndpoint } from './refresh-token.ts';
import { registerEndpoint } from './register.ts';
import { requestEmailVerificationEndpoint } from './request-email-verification.ts';
import { requestPasswordResetEndpoint } from './request-password-reset.ts';
import { resetPasswordEndpoint } from './reset-password.ts';
import { createSmsSender, type SmsSender } from './sms-sender.ts';
import { verifyEmailEndpoint } from './verify-email.ts';

export { REFRESH_COOKIE } from './auth-http.ts';

export interface AuthRoutesOptions {
  k: Kernel;
  config: Config;
  /** Defaults to Redis when REDIS_URL is set, else memory; closed with the app when created here. */
  rateLimitStore?: RateLimitStore;
  /** Defaults to the configured SMS_PROVIDER's sender (none: phones cannot be verified yet). */
  sms?: SmsSender | null;
}

/**
 * The auth endpoints, one file each: POST /api/rpc/{register,login,refresh_token,logout,
 * change_password, request_email_verification, verify_email, request_password_reset,
 * reset_password, request_phone_verification, verify_phone} and GET /api/phone-verification.
 * Static routes, so they win over the data API's /api/rpc/:fn; the stub SQL
 * functions of migrations 0071 and 0241 list them in the OpenAPI document.
 */
export function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { k, config } = options;
  const store = options.rateLimitStore ?? createRateLimitStore(config, app.log);
  if (!options.rateLimitStore) app.addHook('onClose', () => store.close());
  void prepareDummyHash();
  acceptEmptyJson(app);

  const deps = { k, config, store };
  registerEndpoint(app, deps);
  loginEndpoint(app, deps);
  refreshTokenEndpoint(app, deps);
  logoutEndpoint(app, deps);
  changePasswordEndpoint(app, deps);
  requestEmailVerificationEndpoint(app, deps);
  verifyEmailEndpoint(app, deps);
  requestPasswordResetEndpoint(app, deps);
  resetPasswordEndpoint(app, deps);
  const sms = options.sms !== undefined ? options.sms : createSmsSender(config, app.log);
  const phoneDeps = { ...deps, sms };
  phoneVerificationStatusEndpoint(app, phoneDeps);
  requestPhoneVerificationEndpoint(app, phoneDeps);
  verifyPhoneEndpoint(app, phoneDeps);
  return Promise.resolve();
}
