import { type ReactNode, useId, useRef } from 'react';
import { Heading } from '../../components/Heading';
import { UserText } from '../../components/UserText';
import { useScreenTitleFrom } from '../../shell/screenTitle';
import { useOptionalTool } from './ToolContext';
import * as styles from './ToolScreen.css';

export interface ToolScreenProps {
  /** The tool's Korean name, above the title (inside a tool: the tool's own). */
  toolName?: string;
  /** Who the tool is run for, when it is not the person at the screen (inside a tool: the tool's). */
  subjectName?: string | null;
  title: ReactNode;
  description?: ReactNode;
  /** Top right: the save status of a questionnaire. */
  status?: ReactNode;
  children: ReactNode;
  /** Bottom left: going back. */
  back?: ReactNode;
  /** Bottom right: the next step (one primary action). */
  next?: ReactNode;
}

/** The frame of every tool screen: the tool and whom it is for, the title, the content, the way on. */
export function ToolScreen({ title, description, status, children, back, next, ...who }: ToolScreenProps) {
  const tool = useOptionalTool();
  const toolName = who.toolName ?? tool?.toolName ?? '';
  const subjectName = who.subjectName === undefined ? tool?.subjectName : who.subjectName;
  const descriptionId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Every screen of a tool its own tab title, not only the tool's name.
  useScreenTitleFrom(heading);
  return (
    <article className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <p className={styles.eyebrow}>
            {toolName}
            {subjectName ? (
              <>
                {' · '}
                <UserText>{subjectName}</UserText>님
              </>
            ) : null}
          </p>
          {status}
        </div>
        {/* Focusable by script: a page turn puts focus here (see turnPage), and the heading is read
            with where the person is ("2 / 5 쪽"). */}
        <Heading
          ref={heading}
          level={1}
          tabIndex={-1}
          data-screen-heading=""
          aria-describedby={description ? descriptionId : undefined}
          className={styles.heading}
        >
          {title}
        </Heading>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </header>
      {children}
      {back || next ? (
        <footer className={styles.footer}>
          {back}
          <div className={styles.footerEnd}>{next}</div>
        </footer>
      ) : null}
    </article>
  );
}

/**
 * After a questionnaire's page turns (the button stays where it was): back to the top, and focus on
 * the screen's heading, so a keyboard user starts the new page at its beginning and a second Enter
 * does not turn the next one unseen; a screen reader reads the title and the page number.
 */
export function turnPage(): void {
  window.scrollTo({ top: 0 });
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true });
  });
}

/** A tool screen's frame around what is not ready yet (`<Loaded frame={inToolScreen({ title, back })}>`). */
export const inToolScreen = (frame: Omit<ToolScreenProps, 'children'>) => (state: ReactNode) => (
  <ToolScreen {...frame}>{state}</ToolScreen>
);
