// Server administration from the shell: `pnpm create-admin <login-id> <name>` (password from
// ADMIN_PASSWORD or asked for). Uses DATABASE_URL or DATA_DIR like the server.
import { createInterface } from 'node:readline/promises';
import { newPassword, withParticle } from '@career/api-sdk';
import * as z from 'zod/mini';
import { hashPassword } from './auth/password';
import { readConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { migrations } from './migrations';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('새 관리자 비밀번호: ');
  rl.close();
  return password;
}

async function createAdmin(loginId: string | undefined, name: string | undefined): Promise<number> {
  if (!loginId || !name) {
    console.error('사용법: pnpm create-admin <아이디> <이름>   (비밀번호는 ADMIN_PASSWORD 또는 입력)');
    return 2;
  }
  const password = await askPassword();
  const checked = z.safeParse(newPassword, password);
  if (!checked.success) {
    console.error(checked.error.issues[0]?.message ?? '비밀번호가 규칙에 맞지 않습니다.');
    return 1;
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database, migrations);
    const created = await database.db
      .insertInto('admin_account')
      .values({ login_id: loginId, name, password_hash: await hashPassword(password) })
      .onConflict((conflict) => conflict.column('login_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) {
      console.error(`아이디 ${withParticle(loginId, '은/는')} 이미 있습니다.`);
      return 1;
    }
    console.log(`관리자 ${loginId} (${name})를 만들었습니다.`);
    return 0;
  } finally {
    await database.close();
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'create-admin') {
  process.exitCode = await createAdmin(args[0], args[1]);
} else {
  console.error('사용법: node apps/server/dist/cli.js create-admin <아이디> <이름>');
  process.exitCode = 2;
}
