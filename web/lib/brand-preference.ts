import { readStored } from './storage';

// Brand access (ADR 027): the brands of the partner link that brought the visitor, sent with
// searches and recommendations so that the server shows them first. Read at each call, since the
// guard may store a new list at any time.
export function preferredBrandsParam(): string | undefined {
  const brands = readStored('brandAccess');
  return brands && brands.length > 0 ? [...brands].sort((a, b) => a - b).join(',') : undefined;
}
