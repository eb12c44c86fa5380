import { coreColoring } from '@career/tool-logic';
import { type Kysely, sql } from 'kysely';

/**
 * Tool framework 2 (docs/decisions/017-tool-framework-2.md):
 * - every answer knows its size, so a run's budget (items and bytes, per tool) is checked in the
 *   save's own statement without reading every value;
 * - a kept result says what it said in a line (`summary`, for lists of past results);
 * - every kept result carries the content it was computed from and the steps it suggests; results
 *   kept before this migration take the content as it reads now (the best record there is) and an
 *   empty list of suggestions, and old core-coloring suggestions take the new shape (the quadrant
 *   texts are the tool's own, not the admin's, so they are taken from the code).
 */
const statements = [
  sql`alter table tool_result add column summary text`,
  sql`alter table tool_answer add column size integer not null generated always as (octet_length(value::text)) stored`,
  sql`update tool_result set result = result || jsonb_build_object(
    'suggestions', '[]'::jsonb,
    'content', jsonb_build_object(
      'anchors', (select coalesce(jsonb_agg(jsonb_build_object('code', code, 'name', name, 'summary', summary,
        'values', "values", 'fits', fits, 'watch', watch) order by position), '[]') from career_anchor),
      'statements', (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'anchor', anchor_code, 'text', text)
        order by position, id), '[]') from career_anchor_statement)))
    where action_item = 'career-anchor' and not result ? 'content'`,
  sql`update tool_result set result = result || jsonb_build_object(
    'suggestions', '[]'::jsonb,
    'content', jsonb_build_object(
      'types', (select coalesce(jsonb_agg(jsonb_build_object('code', code, 'name', name, 'keyword', keyword,
        'ranking', ranking, 'description', description, 'strengths', strengths, 'environments', environments,
        'watch', watch) order by array_position(array['R','I','A','S','E','C'], code)), '[]') from ptid_type),
      'activities', (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'type', type_code, 'text', text)
        order by position, id), '[]') from ptid_activity)))
    where action_item = 'ptid' and not result ? 'content'`,
  sql`update tool_result set result = result || jsonb_build_object(
    'suggestions', coalesce((select jsonb_agg(jsonb_build_object('content', s->'content',
      'due_in_days', s->'dueInDays', 'topic', null)) from jsonb_array_elements(result->'suggestions') s), '[]'),
    'content', jsonb_build_object(
      'cores', (select coalesce(jsonb_agg(jsonb_build_object('code', code, 'row', row_key, 'column', column_key,
        'name', name, 'summary', summary, 'description', description, 'strength_use', strength_use,
        'growth_tip', growth_tip) order by code), '[]') from core_coloring_core),
      'statements', (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'core', core_code, 'text', text)
        order by position, id), '[]') from core_coloring_statement),
      'quadrants', ${JSON.stringify(coreColoring.QUADRANT_CONTENT_V1)}::jsonb))
    where action_item = 'core-coloring' and not result ? 'content'`,
  sql`update tool_result set result = result || '{"suggestions": []}'::jsonb
    where action_item = 'job-card' and not result ? 'suggestions'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tool_result drop column summary`.execute(db);
  await sql`alter table tool_answer drop column size`.execute(db);
}
