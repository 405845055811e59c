import { Inject } from '@nestjs/common';
import type { DatabaseDialect } from '../config/app-config';

/**
 * The database this process serves, for repositories whose statements differ by dialect (`@InjectDialect()`).
 * Only repositories and `src/database/` branch on it: services never see which database runs underneath.
 */
export const DATABASE_DIALECT = Symbol('DATABASE_DIALECT');

export type { DatabaseDialect };

export const InjectDialect = (): ParameterDecorator => Inject(DATABASE_DIALECT);
