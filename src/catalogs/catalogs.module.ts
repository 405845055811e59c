import { Global, Module } from '@nestjs/common';
import { ProgramTemplatesCatalog } from './program-templates.catalog';
import { ProgramTemplatesController } from './program-templates.controller';

@Global()
@Module({
  controllers: [ProgramTemplatesController],
  providers: [ProgramTemplatesCatalog],
  exports: [ProgramTemplatesCatalog],
})
export class CatalogsModule {}
