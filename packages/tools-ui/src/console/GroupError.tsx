import { Text } from '../components/Text';

/**
 * A refusal of a group of choices (the tools of a coupon), said under the group: announced when it
 * appears, and where focus goes after a refused save when no text field was refused first.
 */
export function GroupError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" tabIndex={-1} data-form-error="">
      <Text tone="danger">{message}</Text>
    </div>
  );
}
