import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toEntityCategoriesList } from './catalog.mapper';
import { EntityCategoriesList } from './dto/entity-category.dto';
import { EntityCategoriesCatalog } from './entity-categories.catalog';

@ApiTags('catalogs')
@Controller('api/program-entity-categories')
export class EntityCategoriesController {
  constructor(private readonly categories: EntityCategoriesCatalog) {}

  @Get()
  @ApiOperation({ summary: 'Program entity categories used by entity lineage' })
  @ApiOkResponse({ type: EntityCategoriesList })
  list(): EntityCategoriesList {
    return toEntityCategoriesList(this.categories.list());
  }
}
