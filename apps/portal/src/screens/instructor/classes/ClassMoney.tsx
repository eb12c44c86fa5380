import {
  type EndpointInput,
  formatBusinessNumber,
  type InstructorClass,
  type instructorWork,
  RECORD_DAYS,
  routes,
  todayInKorea,
} from '@career/api-sdk';
import {
  Button,
  Card,
  dateOf,
  dayLimits,
  depositText,
  FeeStateBadge,
  Form,
  feeAmountText,
  formColumn,
  Grid,
  Inline,
  Stack,
  Text,
  TextField,
  typedNumber,
  useServerForm,
} from '@career/tools-ui';
import { api } from '../../../api';

/** The class's lecture fee and its deposit, and who the tax invoice goes to. */
export function ClassMoney({ found, onChanged }: { found: InstructorClass; onChanged(): void }) {
  return (
    <Grid minItemWidth="22rem" space="4">
      {/* Each form starts again from what the server holds after a change (their keys). */}
      <Deposit key={found.fee.state} found={found} onChanged={onChanged} />
      <TaxData key={found.tax?.updated_at ?? 'none'} found={found} onChanged={onChanged} />
    </Grid>
  );
}

function Deposit({ found, onChanged }: { found: InstructorClass; onChanged(): void }) {
  const form = useServerForm({
    amount: found.fee.amount === null ? '' : String(found.fee.amount),
    deposited_on: todayInKorea(),
  });
  const send = (body: EndpointInput<typeof instructorWork.depositProcess>['body']) =>
    form.submit(() => api.call(routes.instructorWork.depositProcess, { body }));
  const deposit = async () => {
    const done = await send({
      class_id: found.id,
      action: 'deposit',
      amount: typedNumber(form.values.amount) as number,
      deposited_on: form.values.deposited_on,
    });
    if (done) onChanged();
  };
  const undo = async () => {
    if (await send({ class_id: found.id, action: 'undo' })) onChanged();
  };
  return (
    <Card title="강사료와 입금" headingLevel={2}>
      <Stack space="4">
        <Inline space="3" alignY="center">
          <Text weight="bold">{feeAmountText(found.fee)}</Text>
          <FeeStateBadge state={found.fee.state} />
        </Inline>
        <Text tone="muted">{depositText(found.fee)}</Text>
        {found.fee.state === 'deposited' ? (
          <div>
            <Button
              variant="ghost"
              size="sm"
              isLoading={form.saving}
              loadingLabel="되돌리는 중"
              onPress={() => void undo()}
            >
              입금 처리 되돌리기
            </Button>
          </div>
        ) : (
          <Form className={formColumn} aria-label="입금 처리" onSubmit={deposit}>
            <Stack space="3">
              <Grid minItemWidth="10rem" space="3">
                <TextField label="입금액 (원)" inputMode="numeric" isRequired {...form.field('amount')} />
                <TextField
                  label="입금일"
                  type="date"
                  isRequired
                  {...dayLimits(RECORD_DAYS)}
                  {...form.field('deposited_on')}
                />
              </Grid>
              <div>
                <Button type="submit" variant="secondary" isLoading={form.saving} loadingLabel="처리하는 중">
                  입금 처리
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}

function TaxData({ found, onChanged }: { found: InstructorClass; onChanged(): void }) {
  const form = useServerForm({
    business_number: found.tax ? formatBusinessNumber(found.tax.business_number) : '',
    company_name: found.tax?.company_name ?? found.organization,
    representative: found.tax?.representative ?? '',
    invoice_email: found.tax?.invoice_email ?? '',
  });
  const save = async () => {
    const saved = await form.submit(() =>
      api.call(routes.instructorWork.taxUpdate, { body: { class_id: found.id, ...form.values } }),
    );
    if (saved) onChanged();
  };
  return (
    <Card
      title="세금계산서 정보"
      headingLevel={2}
      description={
        found.tax ? `${dateOf(found.tax.updated_at)}에 저장했습니다.` : '강사료를 받을 기관의 사업자 정보입니다.'
      }
    >
      <Form className={formColumn} aria-label="세금계산서 정보" onSubmit={save}>
        <Stack space="3">
          <TextField
            label="사업자등록번호"
            isRequired
            inputMode="numeric"
            description="사업자등록증의 10자리, 예: 123-45-67890"
            {...form.field('business_number')}
          />
          <Grid minItemWidth="10rem" space="3">
            <TextField label="상호" isRequired maxLength={60} {...form.field('company_name')} />
            <TextField label="대표자" isRequired maxLength={30} {...form.field('representative')} />
          </Grid>
          <TextField label="세금계산서 받을 이메일" type="email" isRequired {...form.field('invoice_email')} />
          <div>
            <Button type="submit" variant="secondary" isLoading={form.saving} loadingLabel="저장하는 중">
              세금계산서 정보 저장
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
