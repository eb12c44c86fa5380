import { Container, Heading, Stack, Text } from '@career/tools-ui';
import type { PolicyDocument } from '../../content/policies/types';
import * as styles from './PolicyPage.css';

/** A policy document: title, effective date, summary, a table of contents and each section. */
export function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <Container width="medium">
      <article className={styles.article}>
        <Stack space="6">
          <header>
            <Heading level={1}>{document.title}</Heading>
            <Text tone="muted">시행일: {document.effectiveDate}</Text>
          </header>
          <Text>{document.summary}</Text>
          <nav aria-label="목차" className={styles.toc}>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.section}
            >
              <Heading level={2} size={3} id={`${section.id}-title`}>
                {section.title}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.table ? (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption>{section.table.caption}</caption>
                    <thead>
                      <tr>
                        {section.table.headers.map((header) => (
                          <th key={header} scope="col">
                            {header}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {section.table.rows.map((row) => (
                        <tr key={row.join('|')}>
                          {row.map((cell, column) => (
                            <td key={section.table?.headers[column]}>{cell}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
          ))}
        </Stack>
      </article>
    </Container>
  );
}
