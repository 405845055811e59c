import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

export const HEALTH_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type HealthGrade = (typeof HEALTH_GRADES)[number];

export const HEALTH_COMPONENT_NAMES = [
  'required_checklist',
  'documents',
  'identity_verification',
  'status_progress',
  'handoff_health',
  'reconciliation',
] as const;
export type HealthComponentName = (typeof HEALTH_COMPONENT_NAMES)[number];

@ApiSchema({ description: 'One scored part of the readiness index.' })
export class ProgramHealthComponent {
  @ApiProperty({ enum: HEALTH_COMPONENT_NAMES, enumName: 'ProgramHealthComponentName' })
  name!: HealthComponentName;

  @ApiProperty({ type: 'integer', description: 'Its share of health_score; the six weights add up to 100.' })
  weight!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  score!: number;

  @ApiProperty({ example: '3 of 5 required checklist items done' })
  detail!: string;
}

@ApiSchema({
  description: 'The readiness index 0–100 of a program with its components; deterministic, and not a credit score.',
})
export class ProgramHealthReport {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'round(Σ weight × score / 100).' })
  health_score!: number;

  @ApiProperty({
    enum: HEALTH_GRADES,
    enumName: 'ProgramHealthGrade',
    description: 'A ≥ 90, B ≥ 75, C ≥ 60, D ≥ 40, F below.',
  })
  grade!: HealthGrade;

  @ApiProperty({
    example:
      'Readiness 85/100 (grade B). Open: 0 supporting document(s) uploaded. A readiness index, not a credit score.',
  })
  summary!: string;

  @ApiProperty({ type: [ProgramHealthComponent] })
  components!: ProgramHealthComponent[];
}
