// `npm run lint`: ESLint, stylelint and Prettier's check, each with zero warnings allowed. All three
// run even when one fails, so one pass shows every problem; the exit code is 1 if any failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectEnv, root } from './env.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const linters = [
  ['ESLint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['stylelint', bin('stylelint'), ['src/**/*.{css,astro}', '--max-warnings', '0']],
  ['Prettier', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
];

const failed = linters.filter(([, command, args]) => {
  const status = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: projectEnv() }).status;
  return status !== 0;
});
for (const [name] of failed) console.error(`lint: ${name} failed`);
process.exit(failed.length > 0 ? 1 : 0);
