import type { InstructorProfile } from '@career/api-sdk';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { won } from '../patterns/OrderFacts';

/**
 * What withdrawal erases and what the law keeps, said before it is confirmed, with the instructor's
 * own figures (decision 033).
 */
export function WithdrawalFacts({ withdrawal }: { withdrawal: InstructorProfile['withdrawal'] }) {
  return (
    <Stack space="3">
      <Stack space="1">
        <Text weight="bold">지워지는 것</Text>
        <ul>
          <li>이름, 이메일, 휴대전화, 소속, 비밀번호: 다시 로그인할 수 없습니다.</li>
          <li>
            직접 등록한 수업 {withdrawal.classes}개의 참여자 {withdrawal.participants}명: 이름·학번·연락처와 로그인 링크
          </li>
          <li>모든 수업의 장소·메모·세금계산서 정보와 수업 보고서를 보낸 기록(받는 사람)</li>
          <li>
            관리자가 볼 수 있는 보낸 메일 사본(가입 인증번호, 비밀번호 재설정, 보낸 수업 보고서): 받는 사람, 제목,
            내용과 첨부 파일 이름. 메일의 종류와 보낸 때만 남습니다.
          </li>
          <li>만든 QR 링크: 더는 열리지 않습니다.</li>
        </ul>
      </Stack>
      <Stack space="1">
        <Text weight="bold">남는 것</Text>
        <ul>
          <li>
            주문·결제·환불 기록 {withdrawal.orders}건과 결제한 사람의 이름·이메일: 전자상거래법에 따라 5년 동안 보관한
            뒤 지웁니다.
          </li>
          <li>이름 없는 도구 결과: 통계에만 쓰입니다. 대학의 수업과 그 참여자는 대학에 남습니다.</li>
        </ul>
      </Stack>
      {withdrawal.unused_uses > 0 ? (
        <Text tone="danger">
          쓰지 않은 키트 {withdrawal.unused_uses}명분({won(withdrawal.refundable_amount)} 환불 가능)이 있습니다.
          탈퇴하면 환불받을 수 없으니 먼저 환불을 신청해 주세요.
        </Text>
      ) : null}
    </Stack>
  );
}
