import { ApiProperty } from '@nestjs/swagger';
import { ACCEPTED_DOCUMENT_TYPES } from '../content-sniffer';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

export const DOCUMENT_TYPE_MAX = 64;

export class DocumentMetadata {
  @ApiProperty({ format: 'uuid', description: 'Generated id; the client filename is never used for storage.' })
  id!: string;

  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ description: 'Sanitised display name (basename only, no control characters).' })
  filename!: string;

  @ApiProperty({
    enum: ACCEPTED_DOCUMENT_TYPES,
    enumName: 'DocumentContentType',
    description: 'Document type, decided by the first bytes of the file (never by its name or declared type).',
  })
  content_type!: string;

  @ApiProperty({ type: 'integer' })
  size!: number;

  @ApiProperty({ description: 'SHA-256 of the stored bytes, hex.' })
  sha256!: string;

  @ApiProperty({ type: 'string', nullable: true })
  document_type!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  uploaded_at!: string;
}

export class DocumentsList {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ type: [DocumentMetadata] })
  documents!: DocumentMetadata[];

  @ApiProperty({ type: 'integer' })
  count!: number;
}

/** OpenAPI schema of the multipart upload body. */
export const DOCUMENT_UPLOAD_SCHEMA = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'PDF, PNG, JPEG, WebP or TIFF.' },
    document_type: { type: 'string', maxLength: DOCUMENT_TYPE_MAX, nullable: true },
  },
};
