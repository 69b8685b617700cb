import type { SiteInfo } from '@athcare/shared/site-info.schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

/** The operator's details the legal pages publish, from configuration (no database). */
export function siteInfoFromConfig(config: Config): SiteInfo {
  return {
    operatorName: config.LEGAL_OPERATOR_NAME,
    operatorAddress: config.LEGAL_OPERATOR_ADDRESS,
    jurisdictionCity: config.LEGAL_JURISDICTION_CITY,
    grievanceOfficerName: config.LEGAL_GRIEVANCE_OFFICER_NAME,
    grievanceOfficerDesignation: config.LEGAL_GRIEVANCE_OFFICER_DESIGNATION,
    grievanceEmail: config.LEGAL_GRIEVANCE_EMAIL,
    grievancePhone: config.LEGAL_GRIEVANCE_PHONE,
  };
}

/** GET /api/site-info: public, cacheable for an hour. */
export function registerSiteInfo(app: FastifyInstance, config: Config): void {
  const body = siteInfoFromConfig(config);
  app.get('/api/site-info', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(body),
  );
}
