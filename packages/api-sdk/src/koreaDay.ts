/** Today in Korea as YYYY-MM-DD, whatever the machine's zone (a class's days, a deposit's day, a report's date). */
export const todayInKorea = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
