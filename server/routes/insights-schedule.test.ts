import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SanityDocument } from '../content/datasets.ts';
import { experimentOfDocuments, scheduleOf } from './insights-schedule.ts';

const quiz = (experiment: unknown, id = 'quiz-main') => ({ _id: id, _type: 'quiz', name: 'Q', steps: [], experiment }) as unknown as SanityDocument;
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('the A/B/C schedule in the insights', () => {
  it('reads the published quiz\'s schedule, never a draft\'s; none or nothing usable is null', () => {
    const published = quiz({ variants: [{ variant: 'A', weight: 1 }, { variant: 'B', weight: 1, stop: '2026-11-20T00:00:00Z' }] });
    const draft = quiz({ variants: [{ variant: 'C', weight: 1 }] }, 'drafts.quiz-main');
    assert.deepEqual(experimentOfDocuments([draft, published])?.map((arm) => arm.variant), ['A', 'B']);
    assert.equal(experimentOfDocuments([quiz(undefined)]), null);
    assert.equal(experimentOfDocuments([quiz({ variants: [{ variant: 'Z', weight: 1 }] })]), null);
  });

  it('gives each variant its status, weight and dates', () => {
    const arms = experimentOfDocuments([quiz({ variants: [
      { variant: 'A', weight: 50, start: '2026-11-01T00:00:00Z' },
      { variant: 'B', weight: 25, start: '2026-11-01T00:00:00Z', stop: '2026-11-20T00:00:00Z' },
    ] })]);
    assert.deepEqual(scheduleOf(arms, 'A', NOW), { status: 'running', weight: 50, start: '2026-11-01T00:00:00Z', stop: null });
    assert.deepEqual(scheduleOf(arms, 'B', NOW), { status: 'stopped', weight: 25, start: '2026-11-01T00:00:00Z', stop: '2026-11-20T00:00:00Z' });
    assert.deepEqual(scheduleOf(arms, 'C', NOW), { status: 'not in test', weight: 0, start: null, stop: null });
    assert.deepEqual(scheduleOf(null, 'C', NOW), { status: 'unscheduled', weight: null, start: null, stop: null });
  });
});
