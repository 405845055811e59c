import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');
export const VECTORS = join(ROOT, 'test', 'fixtures', 'audit');
const CLI = join(ROOT, 'bin', 'program-audit-verify.js');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the verifier as an auditor would, from the vectors' folder (so arguments are bare file names). */
export function runVerifier(args: string[]): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: VECTORS, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
