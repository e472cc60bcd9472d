import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { minifyCssLiterals } from './minify-css-literals.ts';

const STYLES = join(import.meta.dirname, '../../src/styles');

describe('minifyCssLiterals', () => {
  it('minifies a marked literal and leaves the rest of the module alone', () => {
    const source = 'const a = 1;\nexport const styles = /* css */ `\n  /* why */\n  .step-screen {\n    color: red;\n    margin: 0px 0px;\n  }\n`;\nexport const other = `.kept   { }`;\n';
    const out = minifyCssLiterals(source);
    assert.equal(out, 'const a = 1;\nexport const styles = /* css */ ".step-screen{color:red;margin:0}";\nexport const other = `.kept   { }`;\n');
  });

  it('throws on CSS it cannot read, naming the file, rather than shipping it', () => {
    assert.throws(() => minifyCssLiterals('export const s = /* css */ `.a { color: red; `;', 'broken.ts'), /broken\.ts/);
  });

  it('keeps every rule of the shipped stylesheets (same selectors, fewer bytes)', () => {
    for (const file of readdirSync(STYLES).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(STYLES, file), 'utf8');
      if (!source.includes('/* css */')) continue;
      const out = minifyCssLiterals(source, file);
      assert.ok(out.length < source.length, `${file} is smaller`);
      // The class names the CSS (not the module's comments) mentions, before and after.
      const classes = (module: string) => new Set([...module.matchAll(/\/\* css \*\/ [`"]([\s\S]*?)[`"];/g)]
        .flatMap(([, css]) => css!.replace(/\/\*[\s\S]*?\*\//g, '').match(/\.[a-z][\w-]*/g) ?? []));
      assert.ok(classes(source).size > 0, `${file} has rules`);
      assert.deepEqual(classes(out), classes(source), `${file}: the same class names`);
    }
  });
});
