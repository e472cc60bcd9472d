import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quizConfigFrom } from './quiz-config.ts';

describe('quiz configuration from the element attributes', () => {
  it('blank or missing attributes take the defaults: the staging dataset and the page origin', () => {
    assert.deepEqual(quizConfigFrom({ contentDataset: '  ', apiHost: '' }, 'https://shop.example'), {
      dataset: 'staging', projectId: undefined, apiHost: 'https://shop.example', version: undefined, versionWeights: undefined,
    });
  });

  it('values are trimmed and the backend loses its trailing slashes', () => {
    assert.deepEqual(quizConfigFrom({
      contentDataset: ' holiday ', projectId: ' abc123 ', apiHost: ' https://quiz.example/// ', version: ' B ', versionWeights: 'A:50,B:50',
    }, 'https://shop.example'), {
      dataset: 'holiday', projectId: 'abc123', apiHost: 'https://quiz.example', version: 'B', versionWeights: 'A:50,B:50',
    });
  });
});
