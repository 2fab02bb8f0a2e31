import path from 'node:path';
import { formatRouteSizes, measureBuild } from './bundle-sizes';

// Fails when a route's JavaScript is over its budget (web/app/route-budgets.ts). Run after
// `npm run build`; `npm run test:e2e` does.

const outDir = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const sizes = measureBuild(outDir);
console.log(formatRouteSizes(sizes));
const over = sizes.filter((size) => size.over);
if (over.length > 0) {
  console.error(
    `\n${over.length} route(s) over budget: ${over.map((size) => size.route).join(', ')}. ` +
      'Load what they need later, or raise the budget in web/app/route-budgets.ts with a reason.',
  );
  process.exit(1);
}
console.log(`\nEvery route is within its budget (${sizes.length} routes).`);
