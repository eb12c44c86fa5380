import { EDUCATION_LABELS, type EndpointData, type jobCard, routes } from '@career/api-sdk';
import {
  Button,
  Card,
  Checkbox,
  Fact,
  Form,
  FormActions,
  formColumn,
  Grid,
  Heading,
  Inline,
  Loaded,
  linkButton,
  Radio,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  TextField,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../../screens/AuditTrail';
import { DeleteButton } from '../../screens/DeleteButton';
import { PAST_RESULTS_NOTE } from '../pastResults';

type JobCard = EndpointData<typeof jobCard.endpoints.adminJobCardDetail>;
type Occupation = JobCard['occupation'];

const CARD_LINE_HINT = '카드 앞면에 직업 이름과 함께 보이는 한 줄입니다 (80자까지).';

/** /admin/content/job-card/{jobCardId}: a card's line, whether it is dealt, deleting it, its changes. */
export function JobCardEdit() {
  const { jobCardId = '' } = useParams();
  const loaded = useLoaded(() => api.load(routes.jobCard.adminJobCardDetail, { params: { id: jobCardId } }), jobCardId);
  if (loaded.status === 'ready')
    return <JobCardEditor key={loaded.data.updated_at} card={loaded.data} reload={loaded.retry} />;
  return (
    <Stack space="5">
      <Heading level={1}>직업 카드 수정</Heading>
      <Loaded
        value={loaded}
        failed="직업 카드를 불러오지 못했습니다"
        loading={{ label: '직업 카드를 불러오는 중', lines: 6 }}
      />
    </Stack>
  );
}

function OccupationFacts({ occupation }: { occupation: Occupation }) {
  return (
    <Grid minItemWidth="10rem" space="3">
      <Fact label="흥미 코드">{occupation.holland}</Fact>
      <Fact label="분류">{`${occupation.large.name} · ${occupation.small.name}`}</Fact>
      <Fact label="주된 학력">{EDUCATION_LABELS[occupation.education]}</Fact>
    </Grid>
  );
}

function JobCardEditor({ card, reload }: { card: JobCard; reload(): void }) {
  const form = useServerForm({ summary: card.summary, active: card.active });
  const save = async () => {
    const saved = await form.submit((values) =>
      api.call(routes.jobCard.adminJobCardUpdate, { params: { id: String(card.id) }, body: values }),
    );
    if (saved) reload();
  };
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>직업 카드 수정</Heading>
        <Text tone="muted">{`${card.occupation.name} · ${PAST_RESULTS_NOTE}`}</Text>
      </Stack>
      <Form className={formColumn} onSubmit={save}>
        <Stack space="5">
          <Card title={card.occupation.name} headingLevel={2} description={card.occupation.summary}>
            <Stack space="4">
              <OccupationFacts occupation={card.occupation} />
              <Textarea
                label="카드 문구"
                isRequired
                maxLength={80}
                rows={2}
                description={CARD_LINE_HINT}
                {...form.field('summary')}
              />
              <Checkbox isSelected={form.values.active} onChange={(on) => form.set('active', on)}>
                직업 카드 도구에서 이 카드를 나눕니다
              </Checkbox>
            </Stack>
          </Card>
          <FormActions
            saving={form.saving}
            submitLabel="바꾼 내용 저장"
            back={{ to: '/content/job-card', label: '목록으로' }}
          />
        </Stack>
      </Form>
      <DeleteButton
        what={`직업 카드 "${card.occupation.name}"`}
        blockedReason={null}
        onDelete={() =>
          api.call(routes.jobCard.adminJobCardDelete, { params: { id: String(card.id) } }, { unwrap: true })
        }
        after="/content/job-card"
      />
      <AuditTrail entity="job_card" entityId={card.id} />
    </Stack>
  );
}

/** /admin/content/job-card/write: a new card for an occupation that has none, found by name. */
export function JobCardCreate() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const candidates = useLoaded(
    () => api.load(routes.jobCard.adminJobCardCandidates, { query: searched === '' ? {} : { keyword: searched } }),
    searched,
  );
  const found = candidates.status === 'ready' ? candidates.data.items : [];
  const form = useServerForm({ occupation_id: '', summary: '' });
  const chosen = found.find((occupation) => String(occupation.id) === form.values.occupation_id);
  const save = async () => {
    const saved = await form.submit((values) =>
      api.call(routes.jobCard.adminJobCardCreate, {
        body: { occupation_id: Number(values.occupation_id), summary: values.summary },
      }),
    );
    if (saved) navigate(`/content/job-card/${saved.id}`, { replace: true });
  };
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>직업 카드 만들기</Heading>
        <Text tone="muted">
          카드가 없는 직업에 카드를 붙입니다. 만든 카드는 다음에 나누는 카드 묶음부터 들어갑니다.
        </Text>
      </Stack>
      <Stack space="5" className={formColumn}>
        <Card title="직업 고르기" headingLevel={2} description="카드가 아직 없는 직업만 보입니다 (50개까지).">
          <Stack space="4">
            <search aria-label="카드가 없는 직업 검색">
              <Form onSubmit={() => setSearched(keyword.trim())}>
                <Inline space="2" alignY="bottom">
                  <TextField label="직업 이름" type="search" maxLength={100} value={keyword} onChange={setKeyword} />
                  <Button type="submit" variant="secondary">
                    검색
                  </Button>
                </Inline>
              </Form>
            </search>
            <Loaded value={candidates} failed="직업을 찾지 못했습니다" loading={{ label: '직업을 찾는 중', lines: 3 }}>
              {() =>
                found.length === 0 ? (
                  <Text tone="muted">
                    {searched ? `"${searched}"에 맞는 카드 없는 직업이 없습니다.` : '모든 직업에 카드가 있습니다.'}
                  </Text>
                ) : (
                  <RadioGroup
                    label="직업"
                    value={form.values.occupation_id}
                    onChange={(id) => {
                      form.set('occupation_id', id);
                      // The occupation's own summary is where a card's line usually starts.
                      const occupation = found.find((candidate) => String(candidate.id) === id);
                      if (occupation && form.values.summary.trim() === '')
                        form.set('summary', occupation.summary.slice(0, 80));
                    }}
                    errorMessage={form.error('occupation_id')}
                    isInvalid={form.error('occupation_id') !== undefined}
                  >
                    {found.map((occupation) => (
                      <Radio
                        key={occupation.id}
                        value={String(occupation.id)}
                        description={`${occupation.holland} · ${occupation.small.name}`}
                      >
                        {occupation.name}
                      </Radio>
                    ))}
                  </RadioGroup>
                )
              }
            </Loaded>
          </Stack>
        </Card>
        <Form onSubmit={save}>
          <Stack space="5">
            <Card title="카드" headingLevel={2}>
              <Stack space="4">
                {chosen ? <OccupationFacts occupation={chosen} /> : <Text tone="muted">먼저 직업을 고르세요.</Text>}
                <Textarea
                  label="카드 문구"
                  isRequired
                  maxLength={80}
                  rows={2}
                  description={CARD_LINE_HINT}
                  {...form.field('summary')}
                />
              </Stack>
            </Card>
            <Inline space="2">
              <Button
                type="submit"
                variant="primary"
                isDisabled={!chosen}
                isLoading={form.saving}
                loadingLabel="만드는 중"
              >
                직업 카드 만들기
              </Button>
              <Link to="/content/job-card" className={linkButton({ variant: 'ghost' })}>
                목록으로
              </Link>
            </Inline>
          </Stack>
        </Form>
      </Stack>
    </Stack>
  );
}
