import { Heading } from '@career/tools-ui';
import { useScreenTitle } from '../layouts/RootLayout';

/**
 * A screen registered ahead of the step that builds it: the admin layout (from the parent route)
 * and its title, nothing else.
 */
export function AreaTitle() {
  return <Heading level={1}>{useScreenTitle()}</Heading>;
}
