import { Injectable } from '@nestjs/common';
import type { OperatorCaller } from '../../common/auth/auth.decorators';
import { OperatorList, OperatorOut } from '../../operators/accounts/dto/operator.dto';
import { OperatorTokenView } from '../../operators/accounts/dto/operator-token.dto';
import { roleIncludes } from '../../operators/accounts/operator-role';
import { OperatorsService } from '../../operators/accounts/operators.service';

/** One operator's page: the account (owners read it; others see their own name and role) and the tokens. */
export interface OperatorPageData {
  id: number;
  displayName: string;
  role: OperatorOut['role'];
  /** The account as owners read it; undefined on a non-owner's own page (the API opens it to owners only). */
  account?: OperatorOut;
  tokens: OperatorTokenView[];
  /** The reader may change the role and the state (an owner). */
  manage: boolean;
  /** The page is the reader's own. */
  own: boolean;
}

/**
 * What the operator pages read, through the operator accounts API's own service and with its rules: the list and
 * other accounts for owners; a personal token list for its operator and for owners (403 otherwise, from the service).
 */
/** Accounts per console page. */
export const CONSOLE_OPERATORS_PAGE = 50;

@Injectable()
export class OperatorDirectory {
  constructor(private readonly operators: OperatorsService) {}

  /** One page of the accounts, oldest first, after `cursor` (a page's `next_cursor`; 422 when not one). */
  list(cursor: string | null = null): Promise<OperatorList> {
    return this.operators.list({ limit: CONSOLE_OPERATORS_PAGE, cursor });
  }

  /** The name a page shows for the operator: the account's (owners), or the reader's own. */
  async nameOf(id: number, caller: OperatorCaller): Promise<string> {
    if (!roleIncludes(caller.operator.role, 'owner')) {
      return caller.operator.actor.display ?? `Operator ${id}`;
    }
    return (await this.operators.get(id)).display_name;
  }

  async page(id: number, caller: OperatorCaller): Promise<OperatorPageData> {
    const manage = roleIncludes(caller.operator.role, 'owner');
    const own = caller.operator.operatorId === id;
    const tokens = (await this.operators.listTokens(id, caller)).tokens;
    if (!manage) {
      // listTokens admitted the caller: this is their own page; the account read is for owners.
      return {
        id,
        displayName: caller.operator.actor.display ?? `Operator ${id}`,
        role: caller.operator.role,
        tokens,
        manage,
        own,
      };
    }
    const account = await this.operators.get(id);
    return { id, displayName: account.display_name, role: account.role, account, tokens, manage, own };
  }
}
