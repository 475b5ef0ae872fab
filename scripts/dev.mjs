// npm run dev: the API with restart on change, and Vite's dev server with hot reload proxying to it. The API runs in
// development mode (introspection, GraphiQL, suggestions, source maps); without NODE_ENV it would run as production.
import { spawn } from 'node:child_process';

const apiEnv = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
