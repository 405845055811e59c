import { ApiProperty } from '@nestjs/swagger';

export class EntityCategoryOut {
  @ApiProperty({ example: 'settlement_partner' })
  slug!: string;

  @ApiProperty({ example: 'Settlement partner' })
  label!: string;

  @ApiProperty()
  description!: string;
}

export class EntityCategoriesList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [EntityCategoryOut] })
  categories!: EntityCategoryOut[];
}
