import { Card } from '../components/Card';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';

/** One figure of a dashboard: a muted label, the value large, and a note under it when there is one. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <Card>
      <Stack space="1">
        <Text size="sm" tone="muted">
          {label}
        </Text>
        <Text size="lg" weight="bold">
          {value}
        </Text>
        {note ? (
          <Text size="sm" tone="muted">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
