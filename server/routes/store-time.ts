/**
 * The store's time zone (`STORE_TIMEZONE`, IANA): the insights' days start at the store's midnight, so
 * "yesterday" is the merchant's yesterday, across daylight-saving changes.
 */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the store's day `utcMidnight` (a UTC midnight standing for a calendar date) begins. */
export function storeMidnight(utcMidnight: Date, timeZone: string): Date {
  const guess = utcMidnight.getTime() - offsetAt(utcMidnight.getTime(), timeZone);
  // Once more at the guess: the offset may differ there when the day starts next to a clock change.
  return new Date(utcMidnight.getTime() - offsetAt(guess, timeZone));
}

/** A range of whole calendar days (UTC midnights, as parseRange gives it) as the store's days. */
export function inStoreTime(range: { from: Date; to: Date }, timeZone: string): { from: Date; to: Date } {
  return { from: storeMidnight(range.from, timeZone), to: storeMidnight(range.to, timeZone) };
}
