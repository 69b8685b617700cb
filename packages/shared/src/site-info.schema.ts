import { z } from 'zod';

/**
 * GET /api/site-info: who operates this deployment, for the legal pages (Indian IT Rules 2021,
 * rule 3(2): the grievance officer's name and contact details are published). From the server's
 * configuration (LEGAL_* variables), with demo defaults.
 */
export const siteInfoSchema = z.object({
  operatorName: z.string(),
  operatorAddress: z.string(),
  jurisdictionCity: z.string(),
  grievanceOfficerName: z.string(),
  grievanceOfficerDesignation: z.string(),
  grievanceEmail: z.string(),
  grievancePhone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
