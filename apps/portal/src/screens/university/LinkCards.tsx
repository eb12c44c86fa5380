import { Button, Heading, Inline, QrCode, Stack, Text, userLinkOf } from '@career/tools-ui';
import * as styles from './LinkCards.css';

interface Card {
  id: number;
  name: string;
  student_number: string | null;
  link: { token: string } | null;
}

/**
 * A printable sheet of sign-in cards for a class: each participant's name, QR code and link, cut
 * along the dashed lines and handed out. Only participants with a link in force get a card.
 */
export function LinkCards({
  className,
  participants,
  onClose,
}: {
  className: string;
  participants: readonly Card[];
  onClose(): void;
}) {
  const cards = participants.filter((one): one is Card & { link: { token: string } } => one.link !== null);
  return (
    <Stack space="3">
      <Inline space="2" align="between" alignY="center" wrap>
        <Heading level={2}>로그인 링크 카드 {cards.length}장</Heading>
        <Inline space="2">
          <Button variant="primary" onPress={() => window.print()}>
            인쇄
          </Button>
          <Button variant="ghost" onPress={onClose}>
            닫기
          </Button>
        </Inline>
      </Inline>
      {cards.length < participants.length ? (
        <Text tone="muted" size="sm">
          링크가 없는 참여자 {participants.length - cards.length}명은 카드가 없습니다. 링크를 발급한 뒤 다시 인쇄해
          주세요.
        </Text>
      ) : null}
      <ul className={styles.sheet} aria-label="로그인 링크 카드">
        {cards.map((one) => (
          <li key={one.id} className={styles.card}>
            <p className={styles.name}>{one.name}</p>
            <Text size="sm" tone="muted">
              {[className, one.student_number].filter(Boolean).join(' · ')}
            </Text>
            <QrCode value={userLinkOf(one.link.token)} size={132} downloadable={false} />
            <Text size="xs">
              이 QR 코드를 휴대전화 카메라로 찍거나 주소를 입력해 들어오세요. 다른 사람에게 주지 마세요.
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
