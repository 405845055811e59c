import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { ExportsService } from './exports.service';
import { PrintableHtml } from './html/html-response.decorator';

@ApiTags('exports')
@AdminOnly()
@Controller('api/checklist')
export class ChecklistExportController {
  constructor(private readonly exports: ExportsService) {}

  @Get(':reference/export.html')
  @ApiOperation({ summary: 'Printable checklist with tick boxes, completion and who/when (HTML)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @PrintableHtml('Printable checklist')
  checklist(@Param('reference') reference: string): Promise<string> {
    return this.exports.checklistHtml(reference);
  }
}
