import * as auth from './auth';
import * as instructor from './instructor';
import * as links from './links';
import * as mail from './mail';
import * as system from './system';
import * as university from './university';
import * as users from './users';

export * from './endpoint';
export * from './fields';
export * from './schemas';
export { auth, instructor, links, mail, system, university, users };

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = { auth, instructor, links, mail, system, university, users } as const;
