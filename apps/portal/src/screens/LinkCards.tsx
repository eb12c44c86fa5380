import { QrSheet, Text, userLinkOf } from '@career/tools-ui';

interface Card {
  id: number;
  name: string;
  student_number: string | null;
  link: { path: string } | null;
}

/**
 * A printable sheet of sign-in cards for a class: each participant's name, QR code and link, cut
 * along the dashed lines and handed out. Only participants with a link in force get a card.
 */
export function LinkCards({
  className,
  participants,
  headingLevel,
  onClose,
}: {
  className: string;
  participants: readonly Card[];
  headingLevel?: 2 | 3;
  onClose(): void;
}) {
  const cards = participants.filter((one): one is Card & { link: { path: string } } => one.link !== null);
  return (
    <QrSheet
      title={`로그인 링크 카드 ${cards.length}장`}
      cards={cards.map((one) => ({
        id: one.id,
        title: one.name,
        detail: [className, one.student_number].filter(Boolean).join(' · '),
        url: userLinkOf(one.link),
      }))}
      note="이 QR 코드를 휴대전화 카메라로 찍거나 주소를 입력해 들어오세요. 다른 사람에게 주지 마세요."
      headingLevel={headingLevel}
      onClose={onClose}
    >
      {cards.length < participants.length ? (
        <Text tone="muted" size="sm">
          링크가 없는 참여자 {participants.length - cards.length}명은 카드가 없습니다. 링크를 발급한 뒤 다시 인쇄해
          주세요.
        </Text>
      ) : null}
    </QrSheet>
  );
}
