import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toProgramTemplatesList } from './catalog.mapper';
import { ProgramTemplatesList } from './dto/program-template.dto';
import { ProgramTemplatesCatalog } from './program-templates.catalog';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('catalogs')
@Public()
@ServedFromMemory()
@Controller('api/program-templates')
export class ProgramTemplatesController {
  constructor(private readonly catalog: ProgramTemplatesCatalog) {}

  @Get()
  @OperationId('listProgramTemplates')
  @ApiOperation({ summary: 'The five checklist templates and their items' })
  @ApiOkResponse({
    type: ProgramTemplatesList,
    description: 'Every checklist template with its items, in checklist order.',
  })
  list(): ProgramTemplatesList {
    return toProgramTemplatesList(this.catalog.list());
  }
}
