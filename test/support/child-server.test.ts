import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { listensOn } from './child-server.ts';

describe('listensOn', () => {
  it("tells a process's own listening socket from another process's on the same machine", async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const other = spawn(process.execPath, ['-e', "require('node:net').createServer().listen(0, '127.0.0.1', function () { console.log(this.address().port) })"]);
    try {
      const [line] = await once(other.stdout, 'data') as [Buffer];
      const theirs = Number(String(line).trim());
      const ours = (server.address() as AddressInfo).port;
      assert.equal(listensOn(process.pid, ours), true);
      assert.equal(listensOn(process.pid, theirs), false, "the other process's port is not ours");
      assert.equal(listensOn(other.pid!, theirs), true);
    } finally {
      other.kill();
      server.close();
    }
  });
});
