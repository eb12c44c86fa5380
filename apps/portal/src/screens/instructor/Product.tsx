import { identities } from '@career/session';
import { Heading, Stack, Text } from '@career/tools-ui';
import { useSnapshot } from 'valtio';

/** The instructor's landing: products (kits and class packages) are listed here with commerce. */
export function Product() {
  const names = useSnapshot(identities);
  return (
    <Stack space="2">
      <Heading level={1}>상품</Heading>
      <Text tone="muted">{names.universityUser} 강사님, 수업에 쓸 키트와 이용권을 이곳에서 고릅니다.</Text>
    </Stack>
  );
}
