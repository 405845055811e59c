import { Field } from '../../common/validation/field.decorator';

export class ExportCsvQuery {
  @Field({ kind: 'string', maxLength: 64, nullable: true, description: "Only this partner slug's registrations." })
  partner!: string | null;
}
