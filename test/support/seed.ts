/** Node-side access to the seed content, for scripts and end-to-end tests. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Answers } from '../../src/core/types.ts';
import { answersForQuiz } from './answers-for-quiz.ts';

export function seedQuizSteps(dataset = 'staging'): Array<{ id: string; name: string; type: string; option?: string; canNext?: boolean; screen?: string; items?: Array<{ value: string; text: string }> }> {
  const file = resolve(import.meta.dirname, '../../content', dataset, 'data.ndjson');
  const quiz = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { _type: string; steps?: unknown })
    .find((document) => document._type === 'quiz');
  return (quiz?.steps ?? []) as ReturnType<typeof seedQuizSteps>;
}

export function seedAnswers(dataset = 'staging'): Answers {
  return answersForQuiz(seedQuizSteps(dataset));
}
