/**
 * The server test files that run on a PostgreSQL server too (project `server-pg`), each with the
 * promise PGlite cannot show (decision 043). Every file runs on PGlite, which is PostgreSQL itself:
 * SQL, constraints, JSON and generated columns behave the same. A file belongs here when what it
 * promises depends on what a server does differently:
 * - concurrency: PGlite is one connection and serialises every transaction, so a race, a lock or
 *   "one of many at once" is only real on a server (a pool of ten connections);
 * - migrations and schemas: the migrator and the catalog beside other schemas of one database;
 * - the server's settings and version: time zone and calendar arithmetic in SQL, how text sorts and
 *   matches (`ilike`, ordering of Korean names), PostgreSQL 15 beside PGlite's newer engine;
 * - connections: prepared statements per connection, several server instances on one database.
 * A file that is not listed runs once, on PGlite. vitest.config.ts refuses a name that is no file.
 */
export const ON_POSTGRES = {
  'admin.test.ts': 'search (ilike), sorting and paging of the console’s lists, as the server orders text',
  'aiGifts.test.ts': 'concurrency: sign-ins past a gift’s uses arriving at once',
  'commerce.test.ts': 'concurrency: 50 confirms of one order, two refunds, five payable orders at once',
  'coupons.test.ts': 'concurrency: 50 redemptions of a one-use code, two codes of one group at once',
  'database.test.ts': 'connections: a statement prepared once per connection of the pool',
  'guests.test.ts': 'concurrency: guests joining a link up to its size at once',
  'instructorWork.test.ts': 'concurrency: two participants for the last place, two marks of one deposit',
  'interviewClock.test.ts': 'concurrency: replayed clock saves at once add nothing',
  'links.test.ts': 'concurrency: two first logins of one gift make one user',
  'migrations.test.ts': 'migrations: every shipped migration, up and down, on the server',
  'passwordReset.test.ts': 'concurrency: one of two simultaneous uses of a code',
  'quotas.test.ts': 'concurrency: caps held under simultaneous requests (advisory locks)',
  'reference.test.ts': 'migrations and text: an older database brought up to date; keyword search',
  'schemaTypes.test.ts': 'schemas: the catalog of the test’s own schema beside other schemas',
  'sessions.test.ts': 'connections: two server instances on one database share sign-ins',
  'statistics.test.ts': 'time zone: runs counted by the day in Korea, Monday weeks, months',
  'tools.test.ts': 'concurrency: two people in one run, stale revisions refused; feedback saved twice at once',
  'university.test.ts': 'text and transactions: search and paging of 300 on the server, CSV all or nothing',
  'users.test.ts': 'text: the admin’s user search, literal `%` and `_` in ilike',
} as const satisfies Record<string, string>;
