import type { EntityManager } from 'typeorm';

declare const unitOfWorkBrand: unique symbol;

/**
 * One transaction (or, outside `TransactionRunner.write`, one autocommit context), as an opaque handle: services
 * receive it from `TransactionRunner` and pass it on; only repositories (`*.repository.ts`) look inside, through
 * `managerOf`. At run time it is the transaction's EntityManager itself, so it costs nothing.
 */
export interface UnitOfWork {
  readonly [unitOfWorkBrand]: true;
}

/** Wraps a manager as a unit of work; for `TransactionRunner` (and test seams) only. */
export function unitOf(manager: EntityManager): UnitOfWork {
  return manager as unknown as UnitOfWork;
}

/** The EntityManager behind a unit. Lint allows importing it only in `*.repository.ts` files and `src/database/`. */
export function managerOf(unit: UnitOfWork): EntityManager {
  return unit as unknown as EntityManager;
}
