/* global fetch, process */
// A client looping heavy content queries in a process of its own (test/reliability/abuse.test.ts), so that
// its work does not share the server's event loop. Usage: node attacker.mjs <url> <client> <seconds> <loops>
// Prints `{requests, statuses}` as JSON.
const [url, client, seconds, loops] = process.argv.slice(2);
const ATTACK = `*${'{...}'.repeat(3270)}`;
const HEAVY = 'count(*[_id != $n]{"x": *{"y": *{"z": 1}}})';
const endsAt = Date.now() + Number(seconds) * 1000;
const statuses = {};
let requests = 0;
async function loop() {
  while (Date.now() < endsAt) {
    requests += 1;
    const n = `${client}-${requests}`;
    try {
      const response = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ query: requests % 2 ? ATTACK : HEAVY, params: { n } }),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}
await Promise.all(Array.from({ length: Number(loops) }, loop));
process.stdout.write(JSON.stringify({ requests, statuses }));
