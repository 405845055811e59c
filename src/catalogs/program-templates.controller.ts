import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProgramTemplatesCatalog } from './program-templates.catalog';

@ApiTags('catalogs')
@Controller('api/program-templates')
export class ProgramTemplatesController {
  constructor(private readonly catalog: ProgramTemplatesCatalog) {}

  @Get()
  @ApiOperation({ summary: 'The five checklist templates and their items' })
  list() {
    const templates = this.catalog.list().map((template) => ({
      id: template.id,
      name: template.name,
      description: template.description,
      items: template.items.map((item) => ({
        id: item.id,
        label: item.label,
        category: item.category,
        required: item.required,
        prefilled_when: item.prefilledWhen,
      })),
    }));
    return { count: templates.length, templates };
  }
}
