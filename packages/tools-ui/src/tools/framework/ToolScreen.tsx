import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading';
import { UserText } from '../../components/UserText';
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
        <Heading level={1}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
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
