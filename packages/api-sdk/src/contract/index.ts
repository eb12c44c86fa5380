import * as auth from './auth';
import * as instructor from './instructor';
import * as links from './links';
import * as system from './system';
import * as users from './users';

export * from './endpoint';
export * from './schemas';
export { auth, instructor, links, system, users };

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = { auth, instructor, links, system, users } as const;
