import * as auth from './auth';
import * as system from './system';

export * from './endpoint';
export * from './schemas';
export { auth, system };

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = { auth, system } as const;
