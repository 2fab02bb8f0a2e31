// npx tsx bench/reload-run.ts: the catalog reload bench of `npm run bench` on its own, repeated
// (docs/decisions/028-catalog-reload-in-slices.md). A reload's waits depend on the collector and
// on the machine's other work, so one run says little: this prints each run and the median.
// BENCH_PERFUMES (100,000 by default), BENCH_RELOAD_RUNS (5 sliced runs; one in one go, for the
// ratio), BENCH_RELOAD_NODE_OPTIONS (flags for the server, e.g. --trace-gc).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRandom } from '../server/lib/random';
import { writeGeneratedCatalog } from './generated-catalog';
import { reloadBenchmark, type ReloadFigures } from './reload';
import { ms, summarize } from './stats';

const perfumes = Number(process.env.BENCH_PERFUMES ?? 100_000);
const runs = Number(process.env.BENCH_RELOAD_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-reload-bench-'));

try {
  const { data } = await writeGeneratedCatalog(root, path.join(work, 'sillage.db'), perfumes);
  const random = createRandom(11);
  const names = data.brands.flatMap((brand) => brand.perfumes.map((perfume) => perfume.name));
  const queries = Array.from({ length: 5000 }, () => {
    const name = names[random.int(0, names.length - 1)]!;
    return name.slice(0, random.int(3, 8));
  });

  console.log(
    `# Catalog reload of ${perfumes.toLocaleString('en')} perfumes while 4 clients ask for health and searches, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const print = (label: string, f: ReloadFigures) =>
    console.log(
      `${label.padEnd(16)} reload ${ms(f.reloadMs).padStart(9)}  longest slice ${ms(f.longestSliceMs).padStart(7)}  event loop's worst delay ${ms(f.eventLoopMaxMs).padStart(8)}  longest wait ${ms(f.longestWaitMs).padStart(8)} at ${ms(f.longestWaitAtMs)}  p99 ${ms(f.p99WaitMs).padStart(7)}  over 100 ms ${f.over100Ms}/${f.requests}  in the server ${ms(f.longestServedMs)} at ${ms(f.longestServedAtMs)}  clients' loop ${ms(f.clientEventLoopMaxMs)}`,
    );
  const once = await reloadBenchmark(root, work, 'at-once', queries);
  print('one go', once);
  const sliced: ReloadFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    sliced.push(await reloadBenchmark(root, work, 'sliced', queries));
    print(`slices, run ${run}`, sliced.at(-1)!);
  }
  const median = (values: number[]) => summarize(values).median;
  const longest = median(sliced.map((f) => f.longestWaitMs));
  // The same traffic for as long, without a reload: the waits the machine makes on its own.
  const steady = await reloadBenchmark(
    root,
    work,
    { steadyMs: median(sliced.map((f) => f.reloadMs)) },
    queries,
  );
  print('no reload', steady);
  console.log(
    `median of ${runs}: longest wait ${ms(longest)} (${(longest / once.longestWaitMs).toFixed(3)}× one go's ${ms(once.longestWaitMs)}), p99 ${ms(median(sliced.map((f) => f.p99WaitMs)))}, under 100 ms in ${sliced.filter((f) => f.longestWaitMs <= 100).length} of ${runs} runs; without a reload ${ms(steady.longestWaitMs)}, p99 ${ms(steady.p99WaitMs)}   budget: no request waits more than 100 ms`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
