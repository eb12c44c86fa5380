import { Stack, Text } from '@career/tools-ui';
import type { ReactNode } from 'react';

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
