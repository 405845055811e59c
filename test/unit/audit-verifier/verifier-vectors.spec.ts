import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runVerifier, VECTORS } from './verifier-cli';

const HEAD = 'f0073570146558f761efc534ae2c1eb568efe446a8ec5263448815aaaaad5172';
// good.json's chain plus the erasure event (seq 9) that lists the digest of the legacy event seq 4 before erasing it.
const ERASED_HEAD = '9aa36a45fd3aedf759bb5c384c2ab2093aa860a8456300aa729f535773f2470b';

describe('program-audit-verify on the committed vectors', () => {
  it.each([
    [
      'good.json with --keys',
      ['good.json', '--keys', 'keys.json'],
      `OK: PRG-7Q4M2X 8 events verified from genesis to head ${HEAD}; notes: 1 match their commitments, 0 erased, ` +
        '1 legacy; head seq 6 included in checkpoint 2 (tree_size 5); signatures verified (kid e36ca7ebc7fd242e)',
    ],
    [
      'good.json without --keys',
      ['good.json'],
      `OK: PRG-7Q4M2X 8 events verified from genesis to head ${HEAD}; notes: 1 match their commitments, 0 erased, ` +
        '1 legacy; head seq 6 included in checkpoint 2 (tree_size 5); signatures not checked (no --keys)',
    ],
    [
      'an erased program (link-only event, erased notes)',
      ['good-erased.json', '--keys', 'keys.json'],
      `OK: PRG-7Q4M2X 9 events verified from genesis to head ${ERASED_HEAD}; 1 erased legacy event checked by link only: ` +
        'seq 4; notes: 0 match their commitments, 2 erased, 0 legacy; head seq 6 included in checkpoint 2 ' +
        '(tree_size 5); signatures verified (kid e36ca7ebc7fd242e)',
    ],
    [
      'a bundle before any checkpoint',
      ['good-no-checkpoint.json', '--keys', 'keys.json'],
      `OK: PRG-7Q4M2X 8 events verified from genesis to head ${HEAD}; notes: 1 match their commitments, 0 erased, ` +
        '1 legacy; no checkpoint yet; signatures verified (kid e36ca7ebc7fd242e)',
    ],
    [
      'a held checkpoint of the same size',
      ['good.json', '--keys', 'keys.json', '--checkpoint', 'checkpoint-same.json'],
      `OK: PRG-7Q4M2X 8 events verified from genesis to head ${HEAD}; notes: 1 match their commitments, 0 erased, ` +
        '1 legacy; head seq 6 included in checkpoint 2 (tree_size 5); held checkpoint has the same root ' +
        '(tree_size 5); signatures verified (kid e36ca7ebc7fd242e)',
    ],
    [
      'an older held checkpoint (--flag=value form)',
      ['good.json', '--keys=keys.json', '--checkpoint=checkpoint-older.json'],
      `OK: PRG-7Q4M2X 8 events verified from genesis to head ${HEAD}; notes: 1 match their commitments, 0 erased, ` +
        '1 legacy; head seq 6 included in checkpoint 2 (tree_size 5); held checkpoint is older (tree_size 3; ' +
        'consistency not checked offline); signatures verified (kid e36ca7ebc7fd242e)',
    ],
  ])('should accept %s with exit 0 and one OK line', (_name, args, line) => {
    const result = runVerifier(args);
    expect(result).toEqual({ status: 0, stdout: `${line}\n`, stderr: '' });
  });

  it.each([
    ['an edited payload', ['tampered-payload.json'], /^FAIL: seq 3: hash does not match the event's content /],
    ['a removed event', ['tampered-removed-event.json'], /^FAIL: seq 5: missing \(seq 6 stands in its place\)$/],
    ['reordered events', ['tampered-reordered.json'], /^FAIL: seq 4: out of order \(seq 5 stands in its place\)$/],
    [
      'a forged head (last event and head_hash recomputed)',
      ['tampered-forged-head.json', '--keys', 'keys.json'],
      /^FAIL: head_signature: signature does not verify with key e36ca7ebc7fd242e$/,
    ],
    [
      'a forged logged head (proof head updated too)',
      ['tampered-forged-logged-head.json'],
      /^FAIL: inclusion_proof: leads to root [0-9a-f]{64}, not checkpoint 2's root_hash [0-9a-f]{64}$/,
    ],
    [
      'a tampered inclusion proof hash',
      ['tampered-inclusion-hash.json'],
      /^FAIL: inclusion_proof: leads to root [0-9a-f]{64}, not checkpoint 2's root_hash [0-9a-f]{64}$/,
    ],
    [
      'a checkpoint without its proof',
      ['tampered-missing-proof.json'],
      /^FAIL: inclusion_proof: missing: the bundle has checkpoint 2 but no proof of this program in it$/,
    ],
    [
      'note text not matching its commitment',
      ['tampered-note-text.json'],
      /^FAIL: note 9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f: text does not match its commitment /,
    ],
    [
      'a note re-committed under another commitment than the chain holds',
      ['tampered-note-commitment.json'],
      /^FAIL: note 9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f: commitment differs from the one hashed in seq 6 /,
    ],
    [
      'a signed head that does not match the bundle',
      ['tampered-head-signed.json'],
      /^FAIL: head_signature: signed\.head_seq 7 does not match the bundle \(8\)$/,
    ],
    [
      'a wrong event_count',
      ['tampered-integrity-count.json'],
      /^FAIL: integrity: event_count 7 but the bundle lists 8 events$/,
    ],
    [
      'a wrong key under the same kid',
      ['good.json', '--keys', 'keys-wrong.json'],
      /^FAIL: checkpoint 2: signature does not verify with key e36ca7ebc7fd242e$/,
    ],
    [
      'a key used outside its validity',
      ['good.json', '--keys', 'keys-expired.json'],
      /^FAIL: checkpoint 2: key e36ca7ebc7fd242e is not valid at 2025-03-07T10:00:00\.000Z \(not_after /,
    ],
    [
      'a stale checkpoint (older than the held one)',
      ['good.json', '--checkpoint', 'checkpoint-newer.json'],
      /^FAIL: stale checkpoint: the bundle's checkpoint 2 \(tree_size 5\) is older than the held checkpoint 3 \(tree_size 7\)$/,
    ],
    [
      'a bundle without a checkpoint while one is held',
      ['good-no-checkpoint.json', '--keys', 'keys.json', '--checkpoint', 'checkpoint-same.json'],
      /^FAIL: stale checkpoint: the bundle carries no checkpoint but one is held$/,
    ],
    [
      'a head signed with another chain_valid than the bundle reports',
      ['tampered-head-chain-valid.json'],
      /^FAIL: head_signature: signed\.chain_valid false does not match the bundle \(true\)$/,
    ],
    [
      'content_erased on an event type that holds no note',
      ['tampered-erased-other-type.json'],
      /^FAIL: seq 3: content_erased on a "checklist\.item_updated" event: only status changes and approval rejections/,
    ],
    [
      'content_erased on a hash version 2 event',
      ['tampered-erased-v2.json'],
      /^FAIL: seq 6: content_erased on a hash_version 2 event: only hash_version 1 events held notes inline$/,
    ],
    [
      'content_erased on a legacy event whose note is not erased',
      ['tampered-erased-note-kept.json'],
      /^FAIL: seq 4: content_erased but note 5b0e8c1a-3f2d-4c6e-9a71-1d2e3f4a5b6c is not an erased legacy note /,
    ],
    [
      'an erased legacy event whose from/to were rewritten (digest listed by the erasure event)',
      ['tampered-erased-legacy-edited.json', '--keys', 'keys.json'],
      /^FAIL: seq 4: content_erased but its digest does not match the one erasure event seq 9 lists \(recomputed [0-9a-f]{64}, listed [0-9a-f]{64}\)$/,
    ],
    [
      'content_erased in a program no erasure event vouches for',
      ['tampered-erased-unvouched.json'],
      /^FAIL: seq 4: content_erased but no later erasure event vouches for its content$/,
    ],
    [
      'a committed note hidden as erased in a program never erased',
      ['tampered-note-hidden.json'],
      /^FAIL: note 9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f: erased, but the chain holds no program\.personal_data_erased event \(hash_version 2\)$/,
    ],
    [
      'an erasure event listing a wrong digest (chain and head re-signed)',
      ['tampered-erasure-wrong-digest.json', '--keys', 'keys.json'],
      /^FAIL: seq 4: content_erased but its digest does not match the one erasure event seq 9 lists /,
    ],
    [
      'an edited legacy note text',
      ['tampered-legacy-note-text.json'],
      /^FAIL: note 5b0e8c1a-3f2d-4c6e-9a71-1d2e3f4a5b6c: legacy note whose text no hash_version 1 status change or rejection holds inline /,
    ],
    [
      'a committed note passed off as legacy (commitment nulled, text edited)',
      ['tampered-note-commitment-nulled.json'],
      /^FAIL: note 9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f: commitment differs from the one hashed in seq 6 \([0-9a-f]{64}; the note lists null\)$/,
    ],
    [
      'a note no exported event refers to',
      ['tampered-orphan-note.json'],
      /^FAIL: note e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9: no exported event refers to this note$/,
    ],
    [
      'a note listed twice',
      ['tampered-duplicate-note.json'],
      /^FAIL: note 9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f: listed twice$/,
    ],
    [
      'a hash version 1 event after a version 2 one (re-signed head)',
      ['tampered-downgrade.json', '--keys', 'keys.json'],
      /^FAIL: seq 7: hash_version 1 after the hash_version 2 event seq 6 \(a downgrade\)$/,
    ],
    [
      'a checkpoint whose root differs from a held one of the same size',
      ['good.json', '--checkpoint', 'checkpoint-forked.json'],
      /^FAIL: checkpoint 2: root_hash differs from the held checkpoint 2 of the same tree_size 5$/,
    ],
  ])('should reject %s with exit 1 and one FAIL line', (_name, args, line) => {
    const result = runVerifier(args);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([expect.stringMatching(line), '']);
  });

  it('should say signatures were not checked when a forged head is verified without --keys', () => {
    const result = runVerifier(['tampered-forged-head.json']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/; signatures not checked \(no --keys\)\n$/);
  });

  it('should refuse a bundle without head_signature when --keys asks for signatures', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-verify-'));
    try {
      const bundle = JSON.parse(readFileSync(join(VECTORS, 'good.json'), 'utf8')) as Record<string, unknown>;
      delete bundle.head_signature;
      const file = join(dir, 'unsigned.json');
      writeFileSync(file, JSON.stringify(bundle));
      expect(runVerifier([file, '--keys', 'keys.json']).stdout).toMatch(/^FAIL: head_signature: missing/);
      expect(runVerifier([file]).stdout).toMatch(/no head_signature; signatures not checked \(no --keys\)\n$/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it.each([
    ['no arguments', [], /no audit\.json given/],
    ['an unknown option', ['good.json', '--bogus'], /unknown option --bogus/],
    ['--keys without a file', ['good.json', '--keys'], /--keys needs a file/],
    ['two bundles', ['good.json', 'good-erased.json'], /one audit\.json at a time/],
    ['a missing file', ['absent.json'], /cannot read audit bundle absent\.json: ENOENT/],
    ['a file that is not JSON', ['signing-key.TEST-ONLY.pem'], /is not JSON/],
    ['JSON that is not a bundle', ['keys.json'], /not an audit bundle: no program_events list/],
    ['a keys document without keys', ['good.json', '--keys', 'checkpoint-same.json'], /has no keys list/],
  ])('should exit 2 with the usage on %s', (_name, args, message) => {
    const result = runVerifier(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/usage: program-audit-verify <audit\.json> \[--keys keys\.json]/);
  });

  it('should be an executable with a node shebang, declared as the package bin', () => {
    const cli = join(ROOT, 'bin', 'program-audit-verify.js');
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(cli).mode & 0o111).not.toBe(0);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(manifest.bin).toEqual({ 'program-audit-verify': 'bin/program-audit-verify.js' });
  });

  it('should use nothing but the Node standard library', () => {
    const sources = [join(ROOT, 'bin', 'program-audit-verify.js')].concat(
      readdirSync(join(ROOT, 'bin', 'lib')).map((file) => join(ROOT, 'bin', 'lib', file)),
    );
    for (const source of sources) {
      const required = [...readFileSync(source, 'utf8').matchAll(/require\('([^']+)'\)/g)].map((match) => match[1]);
      for (const name of required) {
        expect(name).toMatch(/^(node:[a-z_]+|\.\/lib\/[a-z-]+|\.\/[a-z-]+)$/);
      }
    }
  });

  it('should regenerate the committed vectors byte for byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-vectors-'));
    try {
      const generated = spawnSync(process.execPath, [join(ROOT, 'scripts', 'make-audit-vectors.js'), dir], {
        encoding: 'utf8',
      });
      expect(generated.status).toBe(0);
      const committed = readdirSync(VECTORS).filter((file) => file !== 'README.md');
      expect(readdirSync(dir).sort()).toEqual(committed.sort());
      for (const file of committed) {
        expect(`${file}:${readFileSync(join(dir, file), 'utf8')}`).toBe(
          `${file}:${readFileSync(join(VECTORS, file), 'utf8')}`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
