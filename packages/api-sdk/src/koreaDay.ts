// One formatter for the process: building an Intl.DateTimeFormat costs more than formatting with it,
// and the server asks for today on every request that checks a day (1.5 % of the fuzz's time).
const koreaDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' });

/** A day in Korea as YYYY-MM-DD, whatever the machine's zone (today by default): class days, deposits, reports, file names. */
export const todayInKorea = (now: Date = new Date()) => koreaDay.format(now);
