import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { numericId } from './schemas';

/** The university's most recent class, where a university manager lands after signing in. */
export const lastClass = defineEndpoint({
  area: 'universityApi',
  method: 'GET',
  path: '/last-class/{id}',
  summary: '대학의 최근 학급',
  access: 'university',
  params: z.object({ id: numericId }),
  data: z.nullable(z.object({ id: z.number(), name: z.string(), year: z.number() })),
});
