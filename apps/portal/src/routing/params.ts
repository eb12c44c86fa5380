import { invalidParamsTarget } from '@career/session';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

/** Loader of a screen with route parameters: bad ones make it an unknown route (spec §5). */
export function paramsLoader({ params, request }: LoaderFunctionArgs): null {
  const target = invalidParamsTarget(params, new URL(request.url).pathname);
  if (target) throw redirect(target);
  return null;
}
