// The API paths outside the endpoint table (endpoint-routes.ts): operations and the OpenAPI
// document, which answer no JSON call of the web app. This module imports nothing.
export const apiPaths = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  docs: '/api/docs',
} as const;
