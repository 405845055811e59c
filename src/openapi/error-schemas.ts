import { ERROR_CODES } from '../common/errors/error-codes';

/** Component schemas of every error body (decisions §1): FastAPI's 422 body and `{detail, code}` for the rest. */
export const VALIDATION_ERROR = {
  title: 'ValidationError',
  type: 'object',
  required: ['loc', 'msg', 'type'],
  properties: {
    loc: { title: 'Location', type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
    msg: { title: 'Message', type: 'string' },
    type: { title: 'Error Type', type: 'string' },
    input: { title: 'Input' },
    ctx: { title: 'Context', type: 'object' },
  },
};

export const HTTP_VALIDATION_ERROR = {
  title: 'HTTPValidationError',
  type: 'object',
  required: ['detail'],
  properties: { detail: { title: 'Detail', type: 'array', items: { $ref: '#/components/schemas/ValidationError' } } },
};

export const HTTP_ERROR = {
  title: 'HTTPError',
  description: 'Every error other than validation: a sentence safe to show, and a stable machine-readable code.',
  type: 'object',
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string', description: 'A human sentence', examples: ['Program not found'] },
    code: {
      type: 'string',
      description: 'Stable machine-readable code',
      enum: [...ERROR_CODES],
      examples: ['program_not_found'],
    },
  },
};

export const ERROR_SCHEMAS = {
  ValidationError: VALIDATION_ERROR,
  HTTPValidationError: HTTP_VALIDATION_ERROR,
  HTTPError: HTTP_ERROR,
};

export const HTTP_ERROR_REF = '#/components/schemas/HTTPError';
export const HTTP_VALIDATION_ERROR_REF = '#/components/schemas/HTTPValidationError';
