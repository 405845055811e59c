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
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, CurrentCaller, OpenToAll } from '../common/auth/auth.decorators';
import { Caller } from '../common/auth/caller';
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
  @OpenToAll()
  @UseInterceptors(MultipartUploadInterceptor)
  @ApiOperation({ summary: 'Upload a supporting document (PDF, PNG, JPEG, WebP or TIFF; type decided by content)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: DOCUMENT_UPLOAD_SCHEMA })
  @ApiOkResponse({ type: DocumentMetadata })
  @ApiResponse({ status: 400, description: 'Not a multipart body, or a malformed one (extra file, too many parts)' })
  @ApiResponse({ status: 404, description: 'Unknown program reference; nothing stored' })
  @ApiResponse({
    status: 409,
    description:
      'The program holds DOCUMENT_QUOTA_COUNT documents or this file would pass DOCUMENT_QUOTA_BYTES (code document_quota_exceeded); nothing stored',
  })
  @ApiResponse({ status: 413, description: 'File larger than MAX_UPLOAD_BYTES; nothing stored' })
  @ApiResponse({ status: 415, description: 'Content is not PDF, PNG, JPEG, WebP or TIFF; nothing stored' })
  upload(
    @Param('reference') reference: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: unknown,
    @CurrentCaller() caller: Caller,
  ): Promise<DocumentMetadata> {
    return this.documents.upload(reference, readUploadForm(file, fields), caller);
  }

  @Get(':reference')
  @AdminOnly()
  @ApiOperation({ summary: "List a program's documents (metadata with sha256)" })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: DocumentsList })
  list(@Param('reference') reference: string): Promise<DocumentsList> {
    return this.documents.list(reference);
  }

  @Get(':reference/:document_id/content')
  @AdminOnly()
  @ApiOperation({ summary: 'Download the stored bytes of a document (attachment, sniffed type)' })
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/tiff')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
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
