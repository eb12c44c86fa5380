import { coreMigrations, migrationSequence } from './db/migrations';
import { toolModules } from './tools/modules';

/**
 * Every migration the server applies, in order: the framework's and each tool module's own
 * (decision 043). Assembled here, above the database layer, for the entry points and the tests.
 */
export const migrations = migrationSequence([coreMigrations, ...toolModules.map((tool) => tool.migrations ?? {})]);
