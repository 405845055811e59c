import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators';
import { ApiKeysService } from './api-keys.service';
import {
  ApiKeySlugParams,
  OperatorApiKeyCreate,
  OperatorApiKeyIssued,
  OperatorApiKeyList,
  OperatorApiKeyRevoked,
} from './dto/operator-api-key.dto';

@ApiTags('operator')
@AdminOnly()
@Controller('api/operator/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Create (or with rotate: true, rotate) the API key of a partner slug; shown once' })
  @ApiOkResponse({ type: OperatorApiKeyIssued })
  create(@Body() body: OperatorApiKeyCreate): Promise<OperatorApiKeyIssued> {
    return this.keys.create(body.slug, body.rotate);
  }

  @Get()
  @ApiOperation({ summary: 'List API keys (no secrets) with created, rotated and last-used times' })
  @ApiOkResponse({ type: OperatorApiKeyList })
  list(): Promise<OperatorApiKeyList> {
    return this.keys.list();
  }

  @Delete(':slug')
  @ApiOperation({ summary: 'Revoke every working key of a slug at once' })
  @ApiParam({ name: 'slug', example: 'acme-bank' })
  @ApiOkResponse({ type: OperatorApiKeyRevoked })
  revoke(@Param() params: ApiKeySlugParams): Promise<OperatorApiKeyRevoked> {
    return this.keys.revoke(params.slug);
  }
}
