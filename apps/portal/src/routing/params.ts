import { invalidParamsTarget } from '@career/session';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirectTo } from './redirects';

/** Loader of a screen with route parameters: bad ones make it an unknown route (spec §5). */
export function paramsLoader({ params, request }: LoaderFunctionArgs): null {
  const target = invalidParamsTarget(params, new URL(request.url).pathname);
  if (target) throw redirectTo(target);
  return null;
}
