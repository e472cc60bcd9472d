import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ensureSystemDeps, type Installer, type SystemProgram } from './system-deps.ts';

const program = (pkg: string, present: () => boolean): SystemProgram => ({ name: `${pkg} (tests)`, pkg, present });
const noInstall: Installer = { root: false, canInstall: false, install: () => assert.fail('must not install') };

describe('system programs for npm test', () => {
  it('asks for nothing when every program is there', async () => {
    assert.equal(await ensureSystemDeps([program('here', () => true)], noInstall), null);
  });

  it('without the right to install, names what is missing and the one command that installs it', async () => {
    const missing = await ensureSystemDeps([program('haproxy', () => false), program('here', () => true), program('wrk', () => false)], noInstall);
    assert.deepEqual(missing, { programs: ['haproxy (tests)', 'wrk (tests)'], command: 'sudo apt-get update && sudo apt-get install -y haproxy wrk' });
  });

  it('as root, installs the missing packages and goes on once they are there', async () => {
    const installed = new Set<string>();
    const root: Installer = { root: true, canInstall: true, install: (pkgs) => pkgs.forEach((pkg) => installed.add(pkg)) };
    const programs = [program('wrk', () => installed.has('wrk')), program('here', () => true)];
    assert.equal(await ensureSystemDeps(programs, root), null);
    assert.deepEqual([...installed], ['wrk']);
  });

  it('as root, stops with the command when the install did not work', async () => {
    const failing: Installer = { root: true, canInstall: true, install: () => {} };
    assert.deepEqual(await ensureSystemDeps([program('wrk', () => false)], failing), { programs: ['wrk (tests)'], command: 'apt-get update && apt-get install -y wrk' });
  });
});
