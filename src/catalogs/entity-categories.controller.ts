import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toEntityCategoriesList } from './catalog.mapper';
import { EntityCategoriesList } from './dto/entity-category.dto';
import { EntityCategoriesCatalog } from './entity-categories.catalog';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('catalogs')
@Public()
@ServedFromMemory()
@Controller('api/program-entity-categories')
export class EntityCategoriesController {
  constructor(private readonly categories: EntityCategoriesCatalog) {}

  @Get()
  @OperationId('listEntityCategories')
  @ApiOperation({ summary: 'Program entity categories used by entity lineage' })
  @ApiOkResponse({ type: EntityCategoriesList, description: 'Every entity category an entity lineage can name.' })
  list(): EntityCategoriesList {
    return toEntityCategoriesList(this.categories.list());
  }
}
