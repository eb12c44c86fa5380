import type { Key, ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { QrCode } from './QrCode';
import * as styles from './QrSheet.css';

export interface QrSheetCard {
  id: Key;
  /** The card's first line: a person's name, a link's title. */
  title: string;
  /** A smaller line beneath: the class, the tool. */
  detail?: string;
  /** The address the code opens. */
  url: string;
}

export interface QrSheetProps {
  /** The sheet's heading on screen, e.g. "로그인 링크 카드 12장". */
  title: string;
  cards: readonly QrSheetCard[];
  /** What every card says under its code: how to use it. */
  note: string;
  /** Said above the cards (who has no card and why). */
  children?: ReactNode;
  /** The level of the sheet's heading where it sits (default 2). */
  headingLevel?: 2 | 3;
  onClose(): void;
}

/**
 * A printable sheet of QR cards, cut along the dashed lines and handed out: on paper only the sheet
 * prints, two cards a row. Each card has its title, a line of detail, the code and the address.
 */
export function QrSheet({ title, cards, note, children, headingLevel = 2, onClose }: QrSheetProps) {
  return (
    <Stack space="3">
      <Inline space="2" align="between" alignY="center" wrap>
        <Heading level={headingLevel}>{title}</Heading>
        <Inline space="2">
          <Button variant="primary" onPress={() => window.print()}>
            인쇄
          </Button>
          <Button variant="ghost" onPress={onClose}>
            닫기
          </Button>
        </Inline>
      </Inline>
      {children}
      <ul className={styles.sheet} aria-label={title}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <p className={styles.name}>{card.title}</p>
            {card.detail ? (
              <Text size="sm" tone="muted">
                {card.detail}
              </Text>
            ) : null}
            <QrCode value={card.url} size={132} downloadable={false} />
            <Text size="xs">{note}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
