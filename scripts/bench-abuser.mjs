// One client sending the heaviest requests the server allows (bench-abuse.mjs starts it beside the
// measured calls, in its own process so its work does not slow the measuring): bodies as large and
// as deeply nested as any endpoint takes, and class reports as long as the page cap allows, one
// after another. Runs until it is stopped.
//
// usage: node scripts/bench-abuser.mjs SERVER_URL INSTRUCTOR_COOKIE CLASS_ID
import autocannon from 'autocannon';

const [serverUrl, instructorCookie, classId] = process.argv.slice(2);
const headers = { 'content-type': 'application/json', 'x-requested-with': 'career-platform' };

/** 64 KiB less a little, arrays nested 31 deep over and over: all JSON.parse and the depth scan can be made to do. */
function nestedBody() {
  const deep = `${'['.repeat(31)}0${']'.repeat(31)}`;
  const count = Math.floor((64 * 1024 - 64) / (deep.length + 1));
  return `{"login_id":"a","password":"b","pad":[${Array(count).fill(deep).join(',')}]}`;
}

const bodies = autocannon({
  url: `${serverUrl}/api/admin-login`,
  connections: 4,
  duration: 3600,
  method: 'POST',
  headers,
  body: nestedBody(),
});

let stopped = false;
async function reports() {
  while (!stopped) {
    await fetch(`${serverUrl}/api/instructor/class/${classId}/report`, {
      method: 'POST',
      headers: { ...headers, cookie: instructorCookie },
      body: JSON.stringify({ names: true }),
    }).then(
      (reply) => reply.arrayBuffer(),
      () => new Promise((resolve) => setTimeout(resolve, 100)),
    );
  }
}
void reports();

process.on('SIGTERM', () => {
  stopped = true;
  bodies.stop();
  process.exit(0);
});
