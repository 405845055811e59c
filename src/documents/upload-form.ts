import { checkField } from '../common/validation/field-rules';
import { PydanticError, pydanticError, RequestValidationError } from '../common/validation/pydantic-error';
import { DOCUMENT_TYPE_MAX } from './dto/document.dto';

export interface UploadForm {
  bytes: Buffer;
  originalName: string;
  documentType: string | null;
}

/** Validates the parsed multipart form like FastAPI would: all problems at once, `file` first. */
export function readUploadForm(file: Express.Multer.File | undefined, fields: unknown): UploadForm {
  const errors: PydanticError[] = [];
  if (!file) {
    errors.push(pydanticError({ type: 'missing', msg: 'Field required', input: null }, ['body', 'file']));
  }
  const raw = (fields as Record<string, unknown> | undefined)?.document_type;
  const outcome = checkField({ kind: 'string', maxLength: DOCUMENT_TYPE_MAX, nullable: true }, raw);
  if (!outcome.ok) {
    errors.push(pydanticError(outcome.issue, ['body', 'document_type']));
  }
  if (errors.length > 0 || !file || !outcome.ok) {
    throw new RequestValidationError(errors);
  }
  const documentType = typeof outcome.value === 'string' && outcome.value.trim() !== '' ? outcome.value.trim() : null;
  return { bytes: file.buffer, originalName: file.originalname, documentType };
}
