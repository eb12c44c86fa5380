import { university } from '@career/api-sdk';
import { ApiError } from '../http/errors';
import type { Router } from '../http/router';

const OTHER_UNIVERSITY = '소속 대학의 정보만 볼 수 있습니다.';

export function registerUniversityRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(university.lastClass, async ({ params, principal }) => {
    if (Number(params.id) !== principal.university.id) throw new ApiError(403, OTHER_UNIVERSITY);
    const row = await db
      .selectFrom('university_class')
      .select(['id', 'name', 'year'])
      .where('university_id', '=', principal.university.id)
      .where('active', '=', true)
      .orderBy('year', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ?? null;
  });
}
