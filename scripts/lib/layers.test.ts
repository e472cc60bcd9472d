import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { layerOf, layersPlugin } from './layers.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });

/** The layer rule's messages for `code` placed at the repository path `file`. */
function problems(file: string, code: string): string[] {
  return linter.verify(code, [{
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { layers: layersPlugin },
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    rules: { 'layers/imports': 'error' },
  }], { filename: resolve(ROOT, file) }).map((message) => message.message);
}

describe('the layer rule', () => {
  it('keeps the server out of the client and the client out of the server', () => {
    assert.match(problems('server/routes/x.ts', "import { a } from '../../src/core/answers.ts';")[0] ?? '', /^server\/ may import only contract\/, server\/ .* not src\/core\/answers\.ts$/);
    assert.equal(problems('src/questions/X.tsx', "export { a } from '../../server/app.ts';").length, 1);
    assert.equal(problems('insights/app/X.tsx', "import { a } from '../../server/app.ts';").length, 1);
    assert.deepEqual(problems('server/routes/x.ts', "import { a } from '../../contract/limits.ts';"), []);
  });

  it('keeps rendering code out of stores and core, dynamic imports included', () => {
    assert.equal(problems('src/stores/x.ts', "import { NavBar } from '../components/NavBar.tsx';").length, 1);
    assert.equal(problems('src/core/x.ts', "const m = import('../stores/quiz.ts');").length, 1);
    assert.deepEqual(problems('src/stores/x.ts', "import { t } from '../analytics/track.ts';"), []);
  });

  it('lets the merchant page read the server\'s response types, but not its code', () => {
    assert.deepEqual(problems('insights/lib/x.ts', "import type { Funnel } from '../../server/routes/insights-queries.ts';"), []);
    assert.equal(problems('insights/lib/x.ts', "import { REPORTS } from '../../server/routes/insights-queries.ts';").length, 1);
  });

  it('leaves tests, fixtures and scripts outside the table', () => {
    assert.equal(layerOf('server/app.test.ts'), undefined);
    assert.equal(layerOf('src/core/__fixtures__/quiz.ts'), undefined);
    assert.equal(layerOf('scripts/bench.ts'), undefined);
    assert.equal(layerOf('src/stores/quiz.ts')?.layer, 'src/stores/');
  });
});
