import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, VECTORS } from './verifier-cli';

// Follows docs/audit-verification.md §7 literally: its shell blocks, run with bash and the real openssl binary.

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasOpenssl) {
  if (process.env.CI === 'true') {
    throw new Error('CI=true but the openssl binary is missing: the documented openssl check must run in CI.');
  }
  process.stderr.write('\n[tests] openssl check of docs/audit-verification.md SKIPPED: no openssl binary.\n\n');
}

const doc = readFileSync(join(ROOT, 'docs', 'audit-verification.md'), 'utf8');

/** The fenced block right after `<!-- openssl: name -->` in the doc. */
function block(name: string): string {
  const match = new RegExp(`<!-- openssl: ${name} -->\\n+\`\`\`sh\\n([^\`]*)\`\`\`\\n`).exec(doc);
  if (!match) {
    throw new Error(`docs/audit-verification.md has no "openssl: ${name}" block`);
  }
  return match[1];
}

function bash(script: string): { status: number | null; stdout: string; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'audit-openssl-'));
  try {
    const result = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: dir, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  } finally {
    rmSync(dir, { recursive: true });
  }
}

interface Checkpoint {
  tree_size: number;
  root_hash: string;
  issued_at: string;
  kid: string;
  signature: string;
}

function valuesOf(checkpoint: Checkpoint): string {
  const keys = JSON.parse(readFileSync(join(VECTORS, 'keys.json'), 'utf8')) as {
    keys: Array<{ kid: string; public_key: string }>;
  };
  const pem = keys.keys.find((key) => key.kid === checkpoint.kid)!.public_key;
  return [
    `TREE_SIZE=${checkpoint.tree_size}`,
    `ROOT_HASH=${checkpoint.root_hash}`,
    `ISSUED_AT=${checkpoint.issued_at}`,
    `KID=${checkpoint.kid}`,
    `SIGNATURE=${checkpoint.signature}`,
    `PUBLIC_KEY_B64=${pem.split('\n')[1]}`,
    '',
  ].join('\n');
}

const vector = (file: string) => JSON.parse(readFileSync(join(VECTORS, file), 'utf8')) as Record<string, unknown>;

(hasOpenssl ? describe : describe.skip)('docs/audit-verification.md: our signature checked with openssl alone', () => {
  it('should verify the documented example values with the documented commands', () => {
    const result = bash(block('values') + block('commands'));
    expect(result).toEqual({ status: 0, stdout: 'Signature Verified Successfully\n', stderr: '' });
  });

  it('should document the values of the vector checkpoint and its key', () => {
    expect(block('values')).toBe(valuesOf(vector('checkpoint-same.json') as unknown as Checkpoint));
  });

  it.each(['checkpoint-older.json', 'checkpoint-newer.json'])(
    'should verify %s with the documented commands',
    (file) => {
      const result = bash(valuesOf(vector(file) as unknown as Checkpoint) + block('commands'));
      expect(result.stdout).toBe('Signature Verified Successfully\n');
    },
  );

  it('should answer Signature Verification Failure for a changed root', () => {
    const checkpoint = vector('checkpoint-same.json') as unknown as Checkpoint;
    const forged = { ...checkpoint, root_hash: vector('checkpoint-forked.json').root_hash as string };
    const result = bash(valuesOf(forged) + block('commands'));
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/Signature Verification Failure/);
  });

  it('should verify good.json’s head signature over the documented five-member printf', () => {
    const head = vector('good.json').head_signature as {
      kid: string;
      signed: Record<string, unknown>;
      signature: string;
    };
    const format = /`printf '(\{"chain_valid":%s,[^']*\})' …`/.exec(doc)?.[1];
    expect(format).toBe('{"chain_valid":%s,"generated_at":"%s","head_hash":"%s","head_seq":%s,"reference":"%s"}');
    const { chain_valid, generated_at, head_hash, head_seq, reference } = head.signed;
    const values = valuesOf({
      ...(vector('checkpoint-same.json') as unknown as Checkpoint),
      signature: head.signature,
    });
    const script = block('commands').replace(
      /^printf '\{"issued_at".*$/m,
      `printf '${format}' ${[chain_valid, generated_at, head_hash, head_seq, reference].map((v) => `'${String(v)}'`).join(' ')} > msg.bin`,
    );
    expect(bash(values + script).stdout).toBe('Signature Verified Successfully\n');
  });

  it('should compute the documented leaf hash of good.json’s logged head', () => {
    const result = bash(block('leaf'));
    const documented = /prints `SHA2-256\(stdin\)= ([0-9a-f]{64})`/.exec(doc)?.[1];
    expect(result.stdout).toBe(`SHA2-256(stdin)= ${documented}\n`);
    const head = (vector('good.json').inclusion_proof as { head: Record<string, unknown> }).head;
    expect(block('leaf')).toContain(
      `'${JSON.stringify({ head_hash: head.head_hash, reference: head.reference, seq: head.seq })}'`,
    );
  });
});
