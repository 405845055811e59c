import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentOperator, OperatorCaller, RequiresRole } from '../../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import {
  OperatorCreate,
  OperatorList,
  OperatorListQuery,
  OperatorOut,
  OperatorParams,
  OperatorPatch,
} from './dto/operator.dto';
import {
  OperatorTokenCreate,
  OperatorTokenIssued,
  OperatorTokenList,
  OperatorTokenParams,
  OperatorTokenView,
} from './dto/operator-token.dto';
import { OperatorsService } from './operators.service';

const NO_OPERATOR = 'No operator has this id.';
const OTHERS_TOKENS = "The caller is not this operator and not an owner: only owners manage others' tokens.";

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/operators')
export class OperatorsController {
  constructor(private readonly operators: OperatorsService) {}

  @Post()
  @OperationId('createOperator')
  @ApiOperation({ summary: 'Create a named operator account with a role' })
  @ApiCreatedResponse({ type: OperatorOut, description: 'The operator; give them a personal token next.' })
  @ApiErrors({ 409: 'Another operator has this e-mail address (code `operator_email_taken`).' })
  create(@Body() body: OperatorCreate, @CurrentOperator() caller: OperatorCaller): Promise<OperatorOut> {
    return this.operators.create(body, caller);
  }

  @Get()
  @OperationId('listOperators')
  @ApiOperation({ summary: 'List operator accounts' })
  @ApiOkResponse({
    type: OperatorList,
    description: 'Operators, active or not, oldest first, a page at a time (`next_cursor` for the next).',
  })
  list(@Query() query: OperatorListQuery): Promise<OperatorList> {
    return this.operators.list(query);
  }

  @Get(':id')
  @OperationId('getOperator')
  @ApiOperation({ summary: 'One operator account' })
  @ApiOkResponse({ type: OperatorOut, description: 'The operator.' })
  @ApiErrors({ 404: NO_OPERATOR })
  get(@Param() params: OperatorParams): Promise<OperatorOut> {
    return this.operators.get(params.id);
  }

  @Patch(':id')
  @OperationId('updateOperator')
  @ApiOperation({ summary: "Change an operator's role, or disable (active: false) or enable them" })
  @ApiOkResponse({
    type: OperatorOut,
    description: 'The operator after the change; disabling ends their sessions and revokes their tokens at once.',
  })
  @ApiErrors({ 404: NO_OPERATOR })
  update(
    @Param() params: OperatorParams,
    @Body() body: OperatorPatch,
    @CurrentOperator() caller: OperatorCaller,
  ): Promise<OperatorOut> {
    return this.operators.update(params.id, body, caller);
  }

  @Post(':id/tokens')
  @RequiresRole('viewer')
  @Header('Cache-Control', 'no-store')
  @OperationId('issueOperatorToken')
  @ApiOperation({ summary: 'Issue a personal token (your own, or as an owner anyone’s); shown once' })
  @ApiCreatedResponse({ type: OperatorTokenIssued, description: 'The token, shown this once; only its hash is kept.' })
  @ApiErrors({
    400: 'expires_at is not in the future (code `operator_token_expiry_in_past`).',
    403: OTHERS_TOKENS,
    404: NO_OPERATOR,
    409: 'The operator is disabled (code `operator_inactive`).',
  })
  issueToken(
    @Param() params: OperatorParams,
    @Body() body: OperatorTokenCreate,
    @CurrentOperator() caller: OperatorCaller,
  ): Promise<OperatorTokenIssued> {
    return this.operators.issueToken(params.id, body, caller);
  }

  @Get(':id/tokens')
  @RequiresRole('viewer')
  @OperationId('listOperatorTokens')
  @ApiOperation({ summary: "List an operator's personal tokens (never the secrets)" })
  @ApiOkResponse({ type: OperatorTokenList, description: 'Every token of the operator with its state and times.' })
  @ApiErrors({ 403: OTHERS_TOKENS, 404: NO_OPERATOR })
  listTokens(@Param() params: OperatorParams, @CurrentOperator() caller: OperatorCaller): Promise<OperatorTokenList> {
    return this.operators.listTokens(params.id, caller);
  }

  @Delete(':id/tokens/:token_id')
  @RequiresRole('viewer')
  @OperationId('revokeOperatorToken')
  @ApiOperation({ summary: 'Revoke a personal token at once' })
  @ApiOkResponse({ type: OperatorTokenView, description: 'The token, revoked (revoking twice changes nothing).' })
  @ApiErrors({ 403: OTHERS_TOKENS, 404: 'No operator has this id, or the operator has no token with this id.' })
  revokeToken(
    @Param() params: OperatorTokenParams,
    @CurrentOperator() caller: OperatorCaller,
  ): Promise<OperatorTokenView> {
    return this.operators.revokeToken(params.id, params.token_id, caller);
  }
}
