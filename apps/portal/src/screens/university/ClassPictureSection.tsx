import { dayRange, RECORD_DAYS, routes, todayInKorea } from '@career/api-sdk';
import { Button, Card, ClassPicture, Form, Inline, Loaded, Stack, TextField, useLoaded } from '@career/tools-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';

/**
 * The class's picture on the dashboard (issue 39, decision 059): on a day (기준일, today unless
 * asked) and, to see the change, on an earlier one (the class's first day unless asked); both days
 * live in the address.
 */
export function ClassPictureSection({ classId, startsOn }: { classId: number; startsOn: string | null }) {
  const [search, setSearch] = useSearchParams();
  const today = todayInKorea();
  const to = search.get('to') ?? today;
  const from = search.get('from') ?? (startsOn && startsOn < to ? startsOn : '');
  const [values, setValues] = useState({ from, to });
  // Said at 비교할 날 before the address changes, as the server would refuse it.
  const [orderError, setOrderError] = useState<string | null>(null);
  const days = dayRange(RECORD_DAYS, today);
  const picture = useLoaded(
    () =>
      api.load(routes.university.picture, {
        params: { id: String(classId) },
        query: { ...(from ? { from } : {}), to },
      }),
    `${classId}:${from}:${to}`,
  );
  return (
    <Card
      title="학급의 모습"
      headingLevel={2}
      description="흥미 유형, 커리어 앵커, 강한 코어, 준비도와 목표 직업이 학급에서 어떻게 나뉘는지, 두 날짜 사이에 어떻게 달라졌는지 봅니다."
    >
      <Stack space="4">
        <Form
          aria-label="학급의 모습 날짜"
          onSubmit={() => {
            if (values.from && values.from >= values.to) {
              setOrderError('비교할 첫날은 기준일보다 앞이어야 합니다.');
              return;
            }
            setOrderError(null);
            const next = new URLSearchParams(search);
            for (const [key, value] of Object.entries(values)) {
              if (value) next.set(key, value);
              else next.delete(key);
            }
            setSearch(next, { replace: true });
          }}
        >
          <Inline space="3" alignY="bottom">
            <TextField
              label="비교할 날 (선택)"
              type="date"
              value={values.from}
              min={days.from}
              max={days.to}
              isInvalid={orderError !== null}
              errorMessage={orderError ?? undefined}
              onChange={(value) => {
                setOrderError(null);
                setValues({ ...values, from: value });
              }}
            />
            <TextField
              label="기준일"
              type="date"
              isRequired
              value={values.to}
              min={days.from}
              max={days.to}
              onChange={(value) => setValues({ ...values, to: value })}
            />
            <Button type="submit" variant="secondary">
              보기
            </Button>
          </Inline>
        </Form>
        <Loaded
          value={picture}
          failed="학급의 모습을 불러오지 못했습니다"
          loading={{ label: '학급의 모습을 불러오는 중', lines: 6 }}
        >
          {(data) => <ClassPicture data={data} />}
        </Loaded>
      </Stack>
    </Card>
  );
}
