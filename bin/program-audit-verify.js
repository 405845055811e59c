#!/usr/bin/env node
'use strict';

// Offline verifier of a program's audit.json (docs/audit-verification.md). Node's standard library only, and none
// of the service's code: it exists to catch the service's own mistakes.

const fs = require('node:fs');
const { InputError, VerificationFailure, verifyBundle } = require('./lib/verify-bundle');
const { keysOf } = require('./lib/signatures');

const USAGE = 'usage: program-audit-verify <audit.json> [--keys keys.json] [--checkpoint checkpoint.json]';
const EXIT_OK = 0;
const EXIT_FAIL = 1;
const EXIT_USAGE = 2;

function parseArguments(argv) {
  const options = { bundle: null, keys: null, checkpoint: null, help: false };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    const [flag, inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument, undefined];
    if (flag === '--help' || flag === '-h') {
      options.help = true;
    } else if (flag === '--keys' || flag === '--checkpoint') {
      const value = inline !== undefined ? inline : argv[++index];
      if (value === undefined || value === '') {
        throw new InputError(`${flag} needs a file`);
      }
      if (options[flag.slice(2)] !== null) {
        throw new InputError(`${flag} given twice`);
      }
      options[flag.slice(2)] = value;
    } else if (argument.startsWith('-')) {
      throw new InputError(`unknown option ${argument}`);
    } else if (options.bundle === null) {
      options.bundle = argument;
    } else {
      throw new InputError(`one audit.json at a time (also given ${argument})`);
    }
  }
  if (!options.help && options.bundle === null) {
    throw new InputError('no audit.json given');
  }
  return options;
}

function readJson(path, what) {
  let text;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${what} ${path}: ${error.code || error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${what} ${path} is not JSON: ${error.message}`);
  }
}

/** A held checkpoint as /api/audit/checkpoints/latest answers it: the checkpoint itself, or wrapped in {checkpoint}. */
function unwrapCheckpoint(document) {
  if (document && typeof document === 'object' && document.checkpoint && typeof document.checkpoint === 'object') {
    return document.checkpoint;
  }
  return document;
}

function run(argv) {
  const options = parseArguments(argv);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT_OK;
  }
  const bundle = readJson(options.bundle, 'audit bundle');
  let keys = null;
  if (options.keys !== null) {
    keys = keysOf(readJson(options.keys, 'keys document'));
    if (keys === null) {
      throw new InputError(`keys document ${options.keys} has no keys list`);
    }
  }
  const held = options.checkpoint === null ? null : unwrapCheckpoint(readJson(options.checkpoint, 'checkpoint'));
  try {
    process.stdout.write(`OK: ${verifyBundle(bundle, keys, held)}\n`);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof VerificationFailure) {
      process.stdout.write(`FAIL: ${error.message}\n`);
      return EXIT_FAIL;
    }
    throw error;
  }
}

function main() {
  try {
    process.exitCode = run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof InputError) {
      process.stderr.write(`program-audit-verify: ${error.message}\n${USAGE}\n`);
    } else {
      process.stderr.write(`program-audit-verify: could not verify: ${error && error.stack ? error.stack : error}\n`);
    }
    process.exitCode = EXIT_USAGE;
  }
}

main();
