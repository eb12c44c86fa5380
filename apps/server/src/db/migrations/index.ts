import type { Migration } from 'kysely';
import * as m0001 from './0001_app_meta';
import * as m0002 from './0002_accounts_and_sessions';
import * as m0003 from './0003_password_reset';
import * as m0004 from './0004_tool_runs';
import * as m0005 from './0005_core_coloring';
import * as m0006 from './0006_reference_data';
import * as m0007 from './0007_ptid';
import * as m0008 from './0008_answers_and_result_content';
import * as m0009 from './0009_guests_versions_generations';
import * as m0011 from './0011_occupation_holland_three_letters';
import * as m0012 from './0012_admin_console';
import * as m0013 from './0013_coupons_and_ai_gifts';
import * as m0014 from './0014_usage_rollup';
import * as m0015 from './0015_consultant_logs';
import * as m0023 from './0023_result_feedback';
import * as m0024 from './0024_commerce';
import * as m0025 from './0025_instructor_classes';
import * as m0026 from './0026_class_log';
import * as m0027 from './0027_class_report';
import * as m0029 from './0029_sessions_opened_by_links';
import * as m0033 from './0033_generation_quotas';
import * as m0040 from './0040_order_agreement_and_expiry';
import * as m0044 from './0044_tools_from_the_registry';
import * as m0045 from './0045_user_search_trigrams';
import * as m0046 from './0046_user_name_order';
import * as m0047 from './0047_usage_period_counts';
import * as m0048 from './0048_usage_statistics';
import * as m0049 from './0049_occupation_experience_first';
import * as m0050 from './0050_consultant_log_for_student';

/** The framework's migrations; a tool's own tables come with its module (decision 017). */
export const coreMigrations: Record<string, Migration> = {
  '0001_app_meta': m0001,
  '0002_accounts_and_sessions': m0002,
  '0003_password_reset': m0003,
  '0004_tool_runs': m0004,
  '0005_core_coloring': m0005,
  '0006_reference_data': m0006,
  '0007_ptid': m0007,
  '0008_answers_and_result_content': m0008,
  '0009_guests_versions_generations': m0009,
  '0011_occupation_holland_three_letters': m0011,
  '0012_admin_console': m0012,
  '0013_coupons_and_ai_gifts': m0013,
  '0014_usage_rollup': m0014,
  '0015_consultant_logs': m0015,
  '0023_result_feedback': m0023,
  '0024_commerce': m0024,
  '0025_instructor_classes': m0025,
  '0026_class_log': m0026,
  '0027_class_report': m0027,
  '0029_sessions_opened_by_links': m0029,
  '0033_generation_quotas': m0033,
  '0040_order_agreement_and_expiry': m0040,
  '0044_tools_from_the_registry': m0044,
  '0045_user_search_trigrams': m0045,
  '0046_user_name_order': m0046,
  '0047_usage_period_counts': m0047,
  '0048_usage_statistics': m0048,
  '0049_occupation_experience_first': m0049,
  '0050_consultant_log_for_student': m0050,
};

/** Migrations by name, as a module that owns tables declares them (`NNNN_name`). */
export type Migrations = Readonly<Record<string, Migration>>;

/**
 * One sequence of the framework's and the tools' migrations: names sort by their number (the
 * groups interleave), and a name in two groups is a mistake, not an override. Never rename or edit
 * a shipped migration: databases record them by name.
 */
export function migrationSequence(groups: readonly Migrations[]): Migrations {
  const entries = groups.flatMap((group) => Object.entries(group));
  const sequence = Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  if (Object.keys(sequence).length !== entries.length) throw new Error('Two migrations have the same name');
  return sequence;
}
