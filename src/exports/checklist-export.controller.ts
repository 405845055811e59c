import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND } from '../registrations/dto/program-not-found.answer';
import { ExportsService } from './exports.service';
import { PrintableHtml } from './html/html-response.decorator';
import { PROGRAM_REFERENCE_PARAM } from '../registrations/dto/reference-fields';

@ApiTags('exports')
@AdminOnly('viewer')
@Controller('api/checklist')
export class ChecklistExportController {
  constructor(private readonly exports: ExportsService) {}

  @Get(':reference/export.html')
  @OperationId('exportChecklistHtml')
  @ApiOperation({ summary: 'Printable checklist with tick boxes, completion and who/when (HTML)' })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @PrintableHtml('A printable HTML page: each checklist item with its tick box, who completed it and when.')
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  checklist(@Param('reference') reference: string): Promise<string> {
    return this.exports.checklistHtml(reference);
  }
}
