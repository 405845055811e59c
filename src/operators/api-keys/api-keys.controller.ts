import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators';
import { ApiKeysService } from './api-keys.service';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import {
  ApiKeySlugParams,
  OperatorApiKeyCreate,
  OperatorApiKeyIssued,
  OperatorApiKeyList,
  OperatorApiKeyRevoked,
} from './dto/operator-api-key.dto';

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @OperationId('issueApiKey')
  @ApiOperation({ summary: 'Create (or with rotate: true, rotate) the API key of a partner slug; shown once' })
  @ApiOkResponse({
    type: OperatorApiKeyIssued,
    description: 'The new key, shown this once: store it now and send it as X-Partner-Token.',
  })
  @ApiErrors({ 409: 'The slug already has a live key and rotate is false: send rotate: true to replace it.' })
  create(@Body() body: OperatorApiKeyCreate): Promise<OperatorApiKeyIssued> {
    return this.keys.create(body.slug, body.rotate);
  }

  @Get()
  @OperationId('listApiKeys')
  @ApiOperation({ summary: 'List API keys (no secrets) with created, rotated and last-used times' })
  @ApiOkResponse({
    type: OperatorApiKeyList,
    description: 'Every key ever issued, by slug, with its state and times; never the key itself.',
  })
  list(): Promise<OperatorApiKeyList> {
    return this.keys.list();
  }

  @Delete(':slug')
  @OperationId('revokeApiKey')
  @ApiOperation({ summary: 'Revoke every working key of a slug at once' })
  @ApiParam({ name: 'slug', example: 'acme-bank' })
  @ApiOkResponse({
    type: OperatorApiKeyRevoked,
    description: 'Every key of the slug that still worked stops working now.',
  })
  @ApiErrors({ 404: 'No API key was ever issued for this slug.' })
  revoke(@Param() params: ApiKeySlugParams): Promise<OperatorApiKeyRevoked> {
    return this.keys.revoke(params.slug);
  }
}
