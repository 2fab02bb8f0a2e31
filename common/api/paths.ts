// Every API path, written once for the server's routes and the web client.
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
} as const;
