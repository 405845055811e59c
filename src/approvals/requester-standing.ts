import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { roleIncludes } from '../operators/accounts/operator-role';
import { OperatorsRepository } from '../operators/accounts/operators.repository';
import { StatusApproval } from './status-approval.entity';

/**
 * Whether a request's requester still stands behind it: their operator account is active and, for an erasure,
 * still an owner. A request from the bootstrap credential (no operator account) always stands.
 */
@Injectable()
export class RequesterStanding {
  constructor(private readonly operators: OperatorsRepository) {}

  async stillStands(unit: UnitOfWork, approval: StatusApproval): Promise<boolean> {
    const requester = approval.requestedBy;
    if (requester.type !== 'operator' || requester.id === null) {
      return true;
    }
    const account = await this.operators.findById(unit, Number(requester.id));
    if (!account?.active) {
      return false;
    }
    return approval.action !== 'erasure' || roleIncludes(account.role, 'owner');
  }
}
