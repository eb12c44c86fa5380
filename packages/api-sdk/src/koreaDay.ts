/** A day in Korea as YYYY-MM-DD, whatever the machine's zone (today by default): class days, deposits, reports, file names. */
export const todayInKorea = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(now);
