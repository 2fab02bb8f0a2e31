import path from 'node:path';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { readCatalogFolder } from '../../server/catalog/read-catalog';
import { validateCatalog } from '../../server/catalog/validate';
import { judge, type FuzzAnswer } from './fuzz-judge';
import { sampleRequests, type FuzzRequest } from './fuzz-requests';
import { operationsOf, type OpenApiDocument } from './openapi-operations';

// Runs generated requests through a sender (app.inject in the unit slice, real HTTP in
// verify:reliability) and counts what came back.

export type Send = (request: FuzzRequest, cookie: string | undefined) => Promise<FuzzAnswer>;

/**
 * Routes that start or end the session they are sent with (a success rotates or deletes it): the
 * signed-in cookie is not sent to them, so that one lucky request does not sign out the rest of
 * the run. They are fuzzed all the same, with no cookie or a made-up one.
 */
const sessionChanging = new Set<string>(
  [
    endpointRoutes.signup,
    endpointRoutes.login,
    endpointRoutes.logout,
    endpointRoutes.restorePassword,
    endpointRoutes.deleteAccount,
    endpointRoutes.changePassword,
  ].map((r) => `${r.method} ${r.path}`),
);

export interface FuzzFailure {
  index: number;
  request: FuzzRequest;
  answer: FuzzAnswer;
  problem: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  statuses: Record<number, number>;
  kinds: Record<string, number>;
  serverErrors: number;
  stackTraces: number;
  shapeErrors: number;
  /** Answers of EXPECTED_FOR_NOW, by name. */
  expected: Record<string, number>;
  /** Requests the client could not send (a URL its library refuses); never the server's fault. */
  unsent: number;
  /** Why the client could not send or read, by message. */
  unsentReasons: Record<string, number>;
  unsentExamples: string[];
  failures: FuzzFailure[];
}

/** Ids of the seed catalog's perfumes, ingredients, families, brands and concepts. */
export async function seedCatalogIds(root: string): Promise<number[]> {
  const { data } = validateCatalog(await readCatalogFolder(path.join(root, 'catalog')));
  if (!data) throw new Error('The seed catalog does not validate.');
  const ids = new Set<number>();
  for (const p of data.brands.flatMap((b) => b.perfumes).slice(0, 200)) ids.add(p.id);
  for (const i of data.ingredients.slice(0, 100)) ids.add(i.id);
  for (const f of data.families) ids.add(f.id);
  for (const b of data.brands.slice(0, 30)) ids.add(b.id);
  for (const c of data.concepts.slice(0, 30)) ids.add(c.id);
  return [...ids];
}

export interface RunFuzzOptions {
  doc: OpenApiDocument;
  knownIds: number[];
  seed: number;
  count: number;
  send: Send;
  /** The signed-in account's cookie ("sillage_session=…"). */
  cookie?: string;
  concurrency?: number;
  onProgress?: (done: number) => void;
}

export async function runFuzz(options: RunFuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(options.doc);
  const requests = sampleRequests(
    operations,
    { knownIds: options.knownIds },
    options.seed,
    options.count,
  );
  const report: FuzzReport = {
    requests: 0,
    operations: operations.length,
    statuses: {},
    kinds: {},
    serverErrors: 0,
    stackTraces: 0,
    shapeErrors: 0,
    expected: {},
    unsent: 0,
    unsentReasons: {},
    unsentExamples: [],
    failures: [],
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index]!;
      const pathOnly = request.url.split('?')[0]!;
      const mayUseSession =
        request.signedIn && !sessionChanging.has(`${request.method} ${pathOnly}`);
      let answer: FuzzAnswer;
      try {
        answer = await options.send(request, mayUseSession ? options.cookie : undefined);
      } catch (error) {
        report.unsent++;
        const size = request.url.length + (request.body?.length ?? 0);
        const reason = `${(error as Error).message.slice(0, 80)} (${size > 16_384 ? 'over' : 'under'} 16 kB sent)`;
        report.unsentReasons[reason] = (report.unsentReasons[reason] ?? 0) + 1;
        if (report.unsentExamples.length < 5)
          report.unsentExamples.push(
            `#${index} ${request.kind} ${request.method} ${request.url.slice(0, 150)} (${request.url.length} characters; ${JSON.stringify(request.headers).slice(0, 100)}; body ${request.body?.length ?? 0})`,
          );
        continue;
      }
      report.requests++;
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      report.kinds[request.kind] = (report.kinds[request.kind] ?? 0) + 1;
      const verdict = judge(request, answer);
      if (verdict.ok) {
        if (verdict.expected)
          report.expected[verdict.expected] = (report.expected[verdict.expected] ?? 0) + 1;
      } else {
        if (verdict.problem === 'server error') report.serverErrors++;
        else if (verdict.problem === 'stack trace') report.stackTraces++;
        else report.shapeErrors++;
        if (report.failures.length < 20)
          report.failures.push({ index, request, answer, problem: verdict.problem });
      }
      options.onProgress?.(report.requests + report.unsent);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  return report;
}

/** One failure as a line a developer can replay. */
export function describeFailure(f: FuzzFailure): string {
  const body = f.request.body === undefined ? '' : ` body ${f.request.body.slice(0, 120)}`;
  return `#${f.index} ${f.problem}: ${f.request.method} ${f.request.url.slice(0, 200)} (${f.request.kind}; ${JSON.stringify(f.request.headers).slice(0, 120)}${body}) → ${f.answer.status} ${f.answer.body.slice(0, 200)}`;
}
