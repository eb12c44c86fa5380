import type { Router } from '../http/types';
import { registerClassAdminRoutes } from './classes';
import { registerConsultantLogAdminRoutes } from './consultantLogs';
import { registerCustomerAdminRoutes } from './customers';
import { registerDashboardAdminRoutes } from './dashboard';
import { registerInstructorAdminRoutes } from './instructors';
import { registerPeopleAdminRoutes } from './people';
import { registerStatisticsAdminRoutes } from './statistics';
import { registerUniversityAdminRoutes } from './universities';
import { registerUserAdminRoutes } from './users';

/** The admin console's calls (issue 18, decision 022); a tool's content calls come with the tool (decision 044). */
export function registerAdminRoutes(router: Router): void {
  registerUniversityAdminRoutes(router);
  registerClassAdminRoutes(router);
  registerPeopleAdminRoutes(router);
  registerDashboardAdminRoutes(router);
  registerUserAdminRoutes(router);
  registerStatisticsAdminRoutes(router);
  registerInstructorAdminRoutes(router);
  registerCustomerAdminRoutes(router);
  registerConsultantLogAdminRoutes(router);
}
