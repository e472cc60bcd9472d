/**
 * Copies the bundler's runtime chunk (a few helpers for CommonJS modules, no state) into a chunk that
 * imports it, so that chunk loads without a second request. Lazy chunks keep importing the runtime file.
 */
const RUNTIME_IMPORT = (fileName: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']\\./${fileName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["'];?`);
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;?\s*$/;

/** `a as b, c` → [['a', 'b'], ['c', 'c']]. */
function bindings(list: string): Array<[string, string]> {
  return list.split(',').map((item) => item.trim()).filter(Boolean).map((item) => {
    const [from, to = from] = item.split(/\s+as\s+/);
    return [from!, to!];
  });
}

/** `code` with its `import {…} from "./<runtimeFile>"` replaced by the runtime's own code. */
export function inlineRuntimeImport(code: string, runtimeFile: string, runtimeCode: string): string {
  const imported = RUNTIME_IMPORT(runtimeFile.split('/').pop()!).exec(code);
  if (!imported) throw new Error(`no import of ${runtimeFile} to inline`);
  const exported = EXPORT_LIST.exec(runtimeCode);
  if (!exported) throw new Error(`${runtimeFile} does not end with its export list`);
  const locals = new Map(bindings(exported[1]!).map(([local, name]) => [name, local]));
  const wanted = bindings(imported[1]!).map(([name, local]) => {
    const source = locals.get(name);
    if (!source) throw new Error(`${runtimeFile} does not export ${name}`);
    return { name, local, source };
  });
  const body = runtimeCode.slice(0, exported.index);
  const inlined = `const{${wanted.map(({ name, local }) => `${name}:${local}`).join(',')}}=(()=>{${body};return{${wanted.map(({ name, source }) => `${name}:${source}`).join(',')}}})();`;
  return code.replace(imported[0], inlined);
}
