import { Heading, Inline, Select, Stack, Text, UserText } from '@career/tools-ui';
import { useNavigate } from 'react-router-dom';
import { useUniversityClass } from './useUniversityClass';

/**
 * A class page's heading and the class switcher: another class opens the same page for it.
 * `page` is the path before the class id, e.g. '/university/participant'.
 */
export function ClassHeader({ title, page, children }: { title: string; page: string; children?: React.ReactNode }) {
  const { classId, classes, current } = useUniversityClass();
  const navigate = useNavigate();
  return (
    <Inline space="3" alignY="bottom" align="between" wrap>
      <Stack space="1">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">
          {current ? (
            <>
              <UserText>{current.name}</UserText> · {current.year} {current.term}
            </>
          ) : (
            '학급'
          )}
        </Text>
      </Stack>
      <Inline space="2" alignY="bottom" wrap>
        {classes.length > 1 ? (
          <Select
            label="학급"
            selectedKey={classId}
            onSelectionChange={(key) => navigate(`${page}/${String(key)}`)}
            options={classes.map((one) => ({
              id: String(one.id),
              label: `${one.name}${one.active ? '' : ' (끝남)'}`,
            }))}
          />
        ) : null}
        {children}
      </Inline>
    </Inline>
  );
}
