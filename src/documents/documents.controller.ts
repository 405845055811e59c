import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, CurrentCaller, OpenToAll } from '../common/auth/auth.decorators';
import { Caller } from '../common/auth/caller';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND, PROGRAM_NOT_FOUND_OR_HIDDEN } from '../registrations/dto/program-not-found.answer';
import { ACCEPTED_DOCUMENT_TYPES } from './content-sniffer';
import { attachmentHeader } from './display-name';
import { DocumentsService } from './documents.service';
import { DocumentContentParams } from './dto/document-params.dto';
import { DOCUMENT_UPLOAD_SCHEMA, DocumentMetadata, DocumentsList } from './dto/document.dto';
import { MultipartUploadInterceptor } from './multipart-upload.interceptor';
import { readUploadForm } from './upload-form';

@ApiTags('documents')
@Controller('api/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post(':reference')
  @HttpCode(200)
  @OpenToAll('reviewer')
  @UseInterceptors(MultipartUploadInterceptor)
  @ApiOperation({ summary: 'Upload a supporting document (PDF, PNG, JPEG, WebP or TIFF; type decided by content)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @OperationId('uploadDocument')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: DOCUMENT_UPLOAD_SCHEMA })
  @ApiOkResponse({
    type: DocumentMetadata,
    description: 'The document is stored, recorded in the program events and ticks the documents checklist item.',
  })
  @ApiErrors({
    400:
      'Not a multipart/form-data body, or a malformed one (extra file part, too many parts or fields), or a path ' +
      'parameter that is not valid percent-encoded UTF-8; nothing stored',
    404: `${PROGRAM_NOT_FOUND_OR_HIDDEN}; nothing stored`,
    409:
      'The program already holds DOCUMENT_QUOTA_COUNT documents or this file would pass DOCUMENT_QUOTA_BYTES ' +
      "(code `document_quota_exceeded`); or the program's personal data was erased (code `program_erased`); " +
      'nothing stored',
    413: 'The file is larger than MAX_UPLOAD_BYTES, or a form field is too long; nothing stored',
    415: 'The file content is not PDF, PNG, JPEG, WebP or TIFF (whatever its name or declared type); nothing stored',
  })
  upload(
    @Param('reference') reference: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: unknown,
    @CurrentCaller() caller: Caller,
  ): Promise<DocumentMetadata> {
    return this.documents.upload(reference, readUploadForm(file, fields), caller);
  }

  @Get(':reference')
  @AdminOnly('viewer')
  @ApiOperation({ summary: "List a program's documents (metadata with sha256)" })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @OperationId('listDocuments')
  @ApiOkResponse({ type: DocumentsList, description: "The program's documents (metadata only), oldest first." })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  list(@Param('reference') reference: string): Promise<DocumentsList> {
    return this.documents.list(reference);
  }

  @Get(':reference/:document_id/content')
  @AdminOnly('viewer')
  @ApiOperation({ summary: 'Download the stored bytes of a document (attachment, sniffed type)' })
  @OperationId('downloadDocument')
  @ApiOkResponse({
    description: 'The stored bytes as an attachment, with the content type decided at upload.',
    // `content` rather than @ApiProduces: the error answers of the route stay application/json.
    content: Object.fromEntries(
      ACCEPTED_DOCUMENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  @ApiErrors({
    404: `${PROGRAM_NOT_FOUND}; or the program has no document with this id (code \`document_not_found\`)`,
    410:
      "The document's bytes were erased with the program's personal data after its retention ended (code " +
      '`document_erased`); its metadata and sha256 remain in the list',
  })
  async content(
    @Param() params: DocumentContentParams,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const document = await this.documents.content(params.reference, params.document_id);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(document.bytes, {
      type: document.contentType,
      length: document.bytes.length,
      disposition: attachmentHeader(document.filename),
    });
  }
}
