import assert from 'node:assert/strict';
import { it } from 'node:test';
import { deviceClass, isSegmentValue, quizFingerprint, trafficSource } from './event-identity.ts';

it('the fingerprint changes with the steps\' order, keys and quiz, and only with them', () => {
  const steps = [{ _key: 'k-age', id: 'age' }, { _key: 'k-mood', id: 'mood' }];
  const print = quizFingerprint('quiz-main', steps);
  assert.match(print, /^[0-9a-f]{8}$/);
  assert.equal(quizFingerprint('quiz-main', steps.map((step) => ({ ...step, heading: 'reworded' }))), print);
  assert.notEqual(quizFingerprint('quiz-main', [...steps].reverse()), print);
  assert.notEqual(quizFingerprint('quiz-holiday', steps), print);
  assert.notEqual(quizFingerprint('quiz-main', [steps[0]!, { _key: 'k-other', id: 'mood' }]), print);
});

it('the device class is coarse: phone, tablet or desktop by width, phone when the client hints say mobile', () => {
  assert.deepEqual([deviceClass(375), deviceClass(800), deviceClass(1280), deviceClass(1280, true)], ['phone', 'tablet', 'desktop', 'phone']);
});

it('the source is the UTM parameters, else the referrer\'s host, else direct, and never free text', () => {
  const utm = new URLSearchParams('utm_source=Google&utm_medium=cpc&utm_campaign=Spring Scents 2026');
  assert.equal(trafficSource(utm, 'https://www.instagram.com/p/1', 'shop.example'), 'google / cpc / spring-scents-2026');
  assert.equal(trafficSource(new URLSearchParams(), 'https://www.instagram.com/p/1', 'shop.example'), 'instagram.com');
  assert.equal(trafficSource(new URLSearchParams(), 'https://shop.example/collections', 'shop.example'), 'direct', 'the store itself is no source');
  assert.equal(trafficSource(new URLSearchParams(), '', 'shop.example'), 'direct');
  assert.equal(trafficSource(new URLSearchParams(), 'not a url', 'shop.example'), 'direct');
  const hostile = trafficSource(new URLSearchParams('utm_source=Call support: +1-555-0100 <b>now</b>'), '', 'shop.example');
  assert.equal(hostile, 'call-support-1-555-0100-b-now-b');
  assert.ok(isSegmentValue('source', hostile));
  assert.equal(trafficSource(new URLSearchParams(`utm_source=${'x'.repeat(300)}`), '', 'shop.example').length, 40);
});

it('only bounded, coarse values stand as a segment', () => {
  assert.ok(isSegmentValue('market', 'CA'));
  assert.ok(isSegmentValue('locale', 'fr-CA'));
  assert.ok(!isSegmentValue('market', 'Canada'));
  assert.ok(!isSegmentValue('device', 'iPhone 15'));
  assert.ok(!isSegmentValue('source', 'Call support: +1-555-0100'));
  assert.ok(!isSegmentValue('locale', 5));
});
