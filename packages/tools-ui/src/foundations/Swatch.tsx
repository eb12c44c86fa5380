import type { ReactNode } from 'react';
import { Box } from '../components/Box';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';

/** One token on a foundations page: a sample and its name and value. */
export function TokenRow({
  sample,
  name,
  value,
  sampleWidth = '12rem',
}: {
  sample: ReactNode;
  name: string;
  value: string;
  sampleWidth?: string;
}) {
  return (
    <Box display="flex" alignItems="center" gap="4" paddingY="2">
      <Box flexShrink={0} style={{ width: sampleWidth }}>
        {sample}
      </Box>
      <Stack space="1">
        <Text size="sm" weight="semibold">
          {name}
        </Text>
        <Text size="xs" tone="muted">
          {value}
        </Text>
      </Stack>
    </Box>
  );
}
