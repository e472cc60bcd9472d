import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inStoreTime, isTimeZone, storeMidnight } from './store-time.ts';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

describe('the store\'s days', () => {
  it('start at the store\'s midnight, in winter and in summer', () => {
    assert.equal(storeMidnight(utc('2026-01-15'), 'America/Toronto').toISOString(), '2026-01-15T05:00:00.000Z');
    assert.equal(storeMidnight(utc('2026-07-15'), 'America/Toronto').toISOString(), '2026-07-15T04:00:00.000Z');
    assert.equal(storeMidnight(utc('2026-07-15'), 'Europe/Dublin').toISOString(), '2026-07-14T23:00:00.000Z');
    assert.equal(storeMidnight(utc('2026-07-15'), 'UTC').toISOString(), '2026-07-15T00:00:00.000Z');
  });

  it('are right on the days the clocks change', () => {
    // Toronto springs forward on 2026-03-08 at 02:00 and falls back on 2026-11-01: both days start at 00:00 local.
    assert.equal(storeMidnight(utc('2026-03-08'), 'America/Toronto').toISOString(), '2026-03-08T05:00:00.000Z');
    assert.equal(storeMidnight(utc('2026-03-09'), 'America/Toronto').toISOString(), '2026-03-09T04:00:00.000Z');
    assert.equal(storeMidnight(utc('2026-11-01'), 'America/Toronto').toISOString(), '2026-11-01T04:00:00.000Z');
    const march = inStoreTime({ from: utc('2026-03-01'), to: utc('2026-04-01') }, 'America/Toronto');
    assert.deepEqual([march.from.toISOString(), march.to.toISOString()], ['2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z']);
  });

  it('knows an IANA zone from a typo', () => {
    assert.equal(isTimeZone('America/Vancouver'), true);
    assert.equal(isTimeZone('America/Montreal2'), false);
  });
});

describe('STORE_TIMEZONE', () => {
  it('defaults to UTC and refuses a zone name that does not exist, naming it', async () => {
    const { loadConfig } = await import('../config.ts');
    assert.equal(loadConfig({}).storeTimezone, 'UTC');
    assert.equal(loadConfig({ STORE_TIMEZONE: 'America/Toronto' }).storeTimezone, 'America/Toronto');
    assert.throws(() => loadConfig({ STORE_TIMEZONE: 'Canada/Montreal2' }), /STORE_TIMEZONE "Canada\/Montreal2" is not an IANA time zone/);
  });
});
