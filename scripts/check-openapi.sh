#!/usr/bin/env bash
# Judges an OpenAPI document with two tools nobody here wrote: the OpenAPI 3.1 JSON Schema validator
# (@seriousme/openapi-schema-validator) and Redocly's linter with its recommended rules (redocly.yaml).
# Usage: scripts/check-openapi.sh <document.json>; non-zero when either finds an error.
set -euo pipefail
document="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
node "${root}/node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js" "${document}"
node "${root}/node_modules/@redocly/cli/bin/cli.js" lint "${document}" --config "${root}/redocly.yaml" --format=stylish
