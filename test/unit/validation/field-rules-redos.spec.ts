import type { NextFunction, Request, Response } from 'express';
import { jsonBodyMiddleware } from '../../../src/common/http/json-body.middleware';
import { scrubText } from '../../../src/common/logging/logger';
import { checkField, FieldOutcome } from '../../../src/common/validation/field-rules';
import { unstorableReasonOf } from '../../../src/common/validation/storable-text';
import { splitWords } from '../../../src/instructions/payment-boundary';
import { fastestMs } from '../../support/fastest-run';

// Decisions §1.10: a few ms of CPU per KiB at most. Each input is a long run of one character class followed by a
// character that makes the match fail: the shape that made the replaced regular expressions rescan the run from every
// start position. Bounds are generous (a shared 2-core machine); the quadratic versions missed them by 100× or more.

// Absolute bounds sit far below what the super-linear code took on the same input (23 s, 2.3 s, 60 s, 2 s) and far
// above the linear code on a busy CI (fastestMs: the least disturbed of a few runs).

/** Linear: four times the input costs about four times as much (quadratic would be sixteen). */
function expectLinearGrowth(runOfLength: (length: number) => () => unknown, length: number): void {
  const small = fastestMs(runOfLength(length));
  const large = fastestMs(runOfLength(4 * length));
  expect(large).toBeLessThan(8 * small + 5);
}

describe(checkField.name, () => {
  const integer = { kind: 'integer', nullable: true } as const;
  const spacedInteger = (length: number) => '1' + ' '.repeat(length) + 'x';

  it('should refuse "1" + 200k spaces + "x" as too long to parse within 1 s when given as an integer field', () => {
    let outcome: FieldOutcome | undefined;
    const elapsed = fastestMs(() => (outcome = checkField(integer, spacedInteger(200_000))), 3);
    expect(outcome?.ok === false && outcome.issue.type).toBe('int_parsing_size');
    expect(elapsed).toBeLessThan(1000);
  });

  it('should refuse "1" + 4000 spaces + "x" as int_parsing when it is short enough to parse', () => {
    const outcome = checkField(integer, spacedInteger(4000));
    expect(outcome.ok === false && outcome.issue.type).toBe('int_parsing');
  });

  it.each([
    ['spaces', ' '],
    ['tabs and newlines', '\t\n'],
    ['no-break spaces', '\u00a0'],
    ['ideographic spaces', '\u3000'],
  ])('should grow linearly with a run of %s inside an integer string', (_label, space) => {
    expectLinearGrowth((length) => () => checkField(integer, '1' + space.repeat(length) + 'x'), 50_000);
  });

  it('should still accept an integer with surrounding Unicode white space when the run is long', () => {
    const padded = '\u3000'.repeat(100_000) + ' 42 ' + '\u00a0'.repeat(100_000);
    expect(checkField(integer, padded)).toEqual({ ok: true, value: 42 });
  });

  it('should check a 1 MiB string for unstorable characters in linear time when it has none', () => {
    const text = 'a'.repeat(1024 * 1024);
    expect(fastestMs(() => checkField({ kind: 'string' }, text), 3)).toBeLessThan(1000);
    expectLinearGrowth((length) => () => unstorableReasonOf('\ud83d\ude00'.repeat(length)), 100_000);
  });
});

describe(jsonBodyMiddleware.name, () => {
  const [, parse] = jsonBodyMiddleware();

  /** Runs the parse step on an invalid JSON body, which looks the path up to decide whether to defer the error. */
  function parseInvalidBodyAt(path: string): unknown {
    const request = { body: Buffer.from('{'), path, headers: {} } as unknown as Request;
    let forwarded: unknown;
    const next: NextFunction = (error?: unknown) => {
      forwarded = error;
    };
    parse(request, {} as Response, next);
    return forwarded;
  }

  it('should answer a body error on a 64k-slash path within 500 ms', () => {
    const path = '/'.repeat(65_536) + 'x';
    let forwarded: unknown;
    expect(fastestMs(() => (forwarded = parseInvalidBodyAt(path)), 3)).toBeLessThan(500);
    expect(forwarded).toMatchObject({ errors: [{ type: 'json_invalid' }] });
  });

  it('should grow linearly with the run of slashes in the path', () => {
    expectLinearGrowth((length) => () => parseInvalidBodyAt('/'.repeat(length) + 'x'), 16_384);
  });

  it('should still defer the body error on a signed route when the path has trailing slashes', () => {
    const request = { body: Buffer.from('{'), path: '/api/webhooks/idv-provider///', headers: {} };
    let forwarded: unknown = 'not called';
    parse(request as unknown as Request, {} as Response, ((error?: unknown) => (forwarded = error)) as NextFunction);
    expect(forwarded).toBeUndefined();
    expect((request as { deferredBodyError?: unknown }).deferredBodyError).toMatchObject({
      errors: [{ type: 'json_invalid' }],
    });
  });
});

describe(scrubText.name, () => {
  it('should scrub 256 KiB of address-like characters without an @ within 500 ms', () => {
    const text = 'a.'.repeat(128 * 1024) + ' ';
    let scrubbed = '';
    expect(fastestMs(() => (scrubbed = scrubText(text)), 3)).toBeLessThan(500);
    expect(scrubbed).toBe(text);
  });

  it('should grow linearly with a run of address-like characters', () => {
    expectLinearGrowth((length) => () => scrubText('a'.repeat(length) + ' '), 50_000);
  });

  it.each([
    ['mail jane.doe@example.com now', 'mail j***@example.com now'],
    ['<a@b.co>,x_y+z@sub.example.org', '<a***@b.co>,x***@sub.example.org'],
  ])('should still mask the address in %j', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

describe(splitWords.name, () => {
  it('should split a 64 KiB key of capitals within 500 ms', () => {
    const key = 'A'.repeat(64 * 1024) + '1';
    expect(fastestMs(() => splitWords(key), 3)).toBeLessThan(500);
  });

  it('should grow linearly with a run of capitals', () => {
    expectLinearGrowth((length) => () => splitWords('A'.repeat(length) + '1'), 16_384);
  });

  it.each([
    ['HTTPServerPIN', ['http', 'server', 'pin']],
    ['cardCVVCode', ['card', 'cvv', 'code']],
    ['IBANNumber', ['iban', 'number']],
  ])('should still split %j into words', (key, words) => {
    expect(splitWords(key)).toEqual(words);
  });
});
