import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'No'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'bad_request', 'No'))).toBe(false);
  });

  it('retries server and network errors a couple of times', () => {
    expect(shouldRetry(0, new ApiError(503, 'unavailable', 'Later'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'network_error', 'Offline'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'internal', 'Oops'))).toBe(false);
  });

  it('has a stale time', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBeGreaterThan(0);
  });

  it('puts the language in the query key', () => {
    expect(endpointQueryKey('brands', 'fr')).toEqual(['api', 'fr', '/api/brands/', {}]);
    expect(endpointQueryOptions('perfume', 'es', { params: { id: 1 } }).queryKey).toEqual([
      'api',
      'es',
      '/api/perfumes/1',
      {},
    ]);
  });
});
