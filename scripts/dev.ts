// npm run dev: the whole stack on one port with rebuild on change: rspack rebuilds the host and
// every widget into dist/ (development mode), and the BFF restarts when its code changes and
// serves dist/ and the API, as `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliPackage = createRequire(import.meta.url).resolve('@rspack/cli/package.json');
const rspackBin = path.join(path.dirname(cliPackage), 'bin/rspack.js');

const children: ChildProcess[] = [];

function run(name: string, args: string[]) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

run('rspack', [
  rspackBin,
  'build',
  '--watch',
  '--config',
  'rspack.config.ts',
  '--mode',
  'development',
]);
run('bff', [
  '--watch-path=bff/src',
  '--watch-path=contracts/src',
  '--import',
  'tsx',
  'bff/src/server.ts',
]);
