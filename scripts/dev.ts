// npm run dev: the API server (restarted on change by tsx watch) and Vite's dev server with hot
// reload, which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

// The site a developer opens is Vite's: the API writes its links there and accepts its pages'
// requests (the Origin check compares with the site's origin, never the Host the proxy passes on).
const apiEnv = { PUBLIC_URL: 'http://localhost:5173', ...process.env };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
