import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, createHttpServer } from './app';
import { purgeExpiredSessions } from './auth/sessions';
import { createPaymentGateway, purgeAbandonedOrders, purgeExpiredBuyerCopies, reconcile } from './commerce';
import { readConfig } from './config';
import { maintainDatabase, migrateToLatest, openDatabase } from './db/database';
import { createMailer } from './mail/mailer';
import { migrations } from './migrations';
import { printDemoSummary, seedDemoData } from './seed/demo';
import { seedToolContent, startToolUpkeep } from './tools';

const config = readConfig();
// The built server lives in apps/server/dist; the built apps beside it in apps/*/dist.
const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = { portal: join(appsDir, 'portal', 'dist'), admin: join(appsDir, 'admin', 'dist') };
const serveWeb = existsSync(join(web.portal, 'index.html'));
if (!serveWeb) console.log('[server] 빌드된 앱이 없어 API만 제공합니다 (npm start는 먼저 빌드합니다).');

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrateToLatest(database, migrations);
await seedToolContent(database.db);
const where = database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)';
console.log(`[server] 데이터베이스: ${where}; 새로 적용한 마이그레이션 ${applied.length}개`);

const baseUrl = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
// Demo data on a new embedded database; on a PostgreSQL server only when asked (DEMO_SEED=1).
if (database.kind === 'pglite' || config.demoSeed) {
  const demo = await seedDemoData(database.db);
  if (demo) printDemoSummary(demo, baseUrl);
}
const mailer = createMailer(database, { smtpUrl: config.smtpUrl, from: config.mailFrom });
// Without SMTP the outbox is the delivery, codes included (docs/decisions/008).
if (!config.smtpUrl) {
  console.log('[server] SMTP_URL이 없어 메일은 mail_outbox 표에만 쌓이고, 관리자가 인증번호를 읽을 수 있습니다.');
  console.log('[server] 실제 사용자가 가입하는 서버에서는 SMTP_URL을 설정해 주세요.');
}

const payments = createPaymentGateway(config, database.db);
console.log(
  payments.kind === 'toss'
    ? '[server] 키트 결제: 토스페이먼츠'
    : '[server] 키트 결제: 결제 키(TOSS_SECRET_KEY, TOSS_CLIENT_KEY)가 없어 내장 테스트 결제로 받습니다 (실제 돈은 오가지 않습니다).',
);
const { app } = createApp({ config, database, mailer, payments, web: serveWeb ? web : undefined });
await purgeExpiredSessions({ config, database });
await maintainDatabase(database);
setInterval(() => void purgeExpiredSessions({ config, database }).catch(console.error), 3600_000).unref();
setInterval(() => void maintainDatabase(database).catch(console.error), 3600_000).unref();
// The daily reconciliation of kit payments with the gateway (decision 032); the administrator sees its differences.
setInterval(() => void reconcile(database.db, payments).catch(console.error), 24 * 3600_000).unref();
// A withdrawn buyer's name and e-mail leave their orders when the law's five years are over (decision 033).
await purgeExpiredBuyerCopies(database.db);
setInterval(() => void purgeExpiredBuyerCopies(database.db).catch(console.error), 24 * 3600_000).unref();
// Unpaid orders read 만료 after their payable time at once; a month later the clean-up removes them (decision 040).
await purgeAbandonedOrders(database.db);
setInterval(() => void purgeAbandonedOrders(database.db).catch(console.error), 24 * 3600_000).unref();
await startToolUpkeep(database.db, config);
const server = createHttpServer(app, config.host);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`[server] 준비됨: ${baseUrl.replace(/:\d+$/, `:${port}`)}/ (관리자 /admin/, API 문서 /api-docs)`);
  if (config.devServer) console.log('[server] DEV_SERVER=1: 개발 서버로 응답합니다 (가드 검사 생략).');
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`[server] ${signal}: 종료합니다.`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
