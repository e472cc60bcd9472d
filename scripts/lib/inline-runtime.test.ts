import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inlineRuntimeImport } from './inline-runtime.ts';

const RUNTIME = 'var e=Object.create,o=(f)=>()=>f(),c=(m)=>({default:m});export{c as n,o as t};';

describe('inlineRuntimeImport', () => {
  it('replaces the import with the runtime, under the names the chunk uses', async () => {
    const chunk = 'import{n as e,t}from"./rolldown-runtime-AB12.js";export const value=t(()=>e(41+1))();';
    const code = inlineRuntimeImport(chunk, 'chunks/rolldown-runtime-AB12.js', RUNTIME);
    assert.doesNotMatch(code, /rolldown-runtime/);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`) as { value: { default: number } };
    assert.deepEqual(module.value, { default: 42 });
  });

  it('fails the build when the chunk does not import that runtime', () => {
    assert.throws(() => inlineRuntimeImport('export const a=1;', 'chunks/rolldown-runtime-AB12.js', RUNTIME), /no import of/);
  });

  it('fails the build when the chunk wants a helper the runtime does not export', () => {
    assert.throws(() => inlineRuntimeImport('import{x}from"./rolldown-runtime-AB12.js";', 'rolldown-runtime-AB12.js', RUNTIME), /does not export x/);
  });
});
