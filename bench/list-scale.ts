// The cross-program lists at scale (issue 21): PostgreSQL books seeded by SQL (test/support/scale-seed.ts), builds of
// the service against them, each list driven by autocannon. Run from the repository root:
//   TS_NODE_PROJECT=tsconfig.json npx ts-node --transpile-only bench/list-scale.ts \
//     <before db url> <before main.js> <after db url> <after main.js> [seconds] [rounds] [offsets|cursors]
// `before` reads the lists as the build before keyset paging could (page numbers, offsets), `after` follows cursors;
// with `cursors` both follow cursors (one build on a small and a large book, for the growth factor).
// Both services run at once and each read is driven in turns (before, after, before, …): on a shared machine the
// host's speed drifts, and in turns both builds see the same stretches of it. Seed each database first
// (seedScaleBook(url, 1_000_000) once its build has migrated it). Prints one JSON line per read and build.
import { LoadSpec, runInTurns } from './load';
import { afterReadsOf, assertAnswers, beforeReadsOf, issuePartnerKey, Read } from './scale-reads';
import { startService } from './service-process';

async function main(): Promise<void> {
  const [beforeUrl, beforeMain, afterUrl, afterMain, seconds = '12', rounds = '3', beforeMode = 'offsets'] =
    process.argv.slice(2);
  if (!beforeUrl || !beforeMain || !afterUrl || !afterMain) {
    throw new Error('usage: list-scale.ts <before db> <before main.js> <after db> <after main.js> [seconds] [rounds]');
  }
  const env = { AUDIT_CHECKPOINT_INTERVAL_S: '86400' };
  const port = 4100 + Math.floor(Math.random() * 800);
  const before = await startService({ ...env, DATABASE_URL: beforeUrl }, port, [], beforeMain);
  const after = await startService({ ...env, DATABASE_URL: afterUrl }, port + 1, [], afterMain);
  try {
    const beforePartner = { 'X-Partner-Token': await issuePartnerKey(before.url) };
    // `cursors`: the first build reads as the second does (the same build on two sizes of book, say).
    const beforeReads =
      beforeMode === 'cursors' ? await afterReadsOf(beforeUrl, beforePartner) : beforeReadsOf(beforePartner);
    const afterReads = await afterReadsOf(afterUrl, { 'X-Partner-Token': await issuePartnerKey(after.url) });
    for (const [index, beforeRead] of beforeReads.entries()) {
      const afterRead = afterReads[index];
      await assertAnswers(before.url, beforeRead);
      await assertAnswers(after.url, afterRead);
      const spec = (url: string, read: Read): LoadSpec => ({
        name: read.name,
        url,
        connections: 10,
        seconds: Number(seconds),
        warmupSeconds: 2,
        requests: [{ method: 'GET', path: read.path, headers: read.headers }],
      });
      const [was, is] = await runInTurns([spec(before.url, beforeRead), spec(after.url, afterRead)], Number(rounds));
      console.log(JSON.stringify({ build: 'before', ...was }));
      console.log(
        JSON.stringify({ build: 'after', ...is, factor: Math.round((is.reqPerSec / was.reqPerSec) * 10) / 10 }),
      );
    }
  } finally {
    await before.stop();
    await after.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
