import type { ReactNode } from 'react';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';

/** One fact of a thing on its detail screen: a muted label above its value (in a Grid of facts). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack space="1">
      <Text size="sm" tone="muted">
        {label}
      </Text>
      <Text as="div">{children}</Text>
    </Stack>
  );
}
