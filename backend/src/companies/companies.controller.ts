import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Patch,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { ApiMergePatchBody } from '../common/patch/patch-resource.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import { SAVE_COMPANY_EXAMPLES } from '../openapi/body-examples.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import { CompaniesService } from './companies.service.js';
import {
  AutosuggestCompaniesQueryDto,
  CompanySuggestionsDto,
} from './dto/autosuggest-companies.dto.js';
import { CompanyDto, CompanyListDto, CompanyVersionConflictDto } from './dto/company.dto.js';
import { ListCompaniesQueryDto } from './dto/list-companies.dto.js';
import { CompanyPatchDto } from './dto/company-patch.dto.js';
import { SaveCompanyBodyDto } from './dto/save-company.dto.js';

// A malformed id can never be anyone's row: answer it like a missing one.
const companyId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });

@ApiTags('companies')
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOkResponse({ type: CompanyListDto })
  @ApiOperation({
    summary: 'List companies',
    description:
      'The saved customers newest first, in the list shape (50 a page by default, at most 200); ' +
      '`query` narrows to names containing it.',
  })
  listCompanies(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListCompaniesQueryDto,
  ): Promise<CompanyListDto> {
    return this.companies.list(user.id, query);
  }

  // Declared before ':id', which would otherwise take 'autosuggest' for an id.
  @Get('autosuggest')
  @ApiOkResponse({ type: CompanySuggestionsDto })
  @ApiOperation({
    summary: 'Suggest companies by name',
    description:
      'For a picker: names containing `query` (ignoring case; names starting with it first), 5 ' +
      'by default, at most 20; an empty query answers the most recently created or changed.',
  })
  autosuggestCompanies(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AutosuggestCompaniesQueryDto,
  ): Promise<CompanySuggestionsDto> {
    return this.companies.autosuggest(user.id, query);
  }

  @Post()
  @Idempotent()
  @ApiCreatedResponse({ type: CompanyDto, description: 'Saved' })
  @ApiOkResponse({
    type: CompanyDto,
    description: 'Already stored under this id: the stored company, unchanged',
  })
  @ApiErrorResponses('CONFLICT')
  @AnswersETag()
  @ApiOperation({
    summary: 'Create a company',
    description:
      'Stores a customer and answers it with its `version` as `ETag`; text is stored trimmed. ' +
      'The id may be the client’s own (16–64 letters, digits, `_`, `-`): repeating a create ' +
      'with an id the caller already stored answers 200 with the stored company, unchanged.',
  })
  @ApiBody({ type: SaveCompanyBodyDto, examples: SAVE_COMPANY_EXAMPLES })
  async createCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveCompanyBodyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CompanyDto> {
    const { company, created } = await this.companies.create(user.id, body.company);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return company;
  }

  @Get(':id')
  @ApiOkResponse({ type: CompanyDto })
  @AnswersETag()
  @ApiOperation({
    summary: 'Get a company',
    description: 'The company with its `version` as a strong `ETag`.',
  })
  getCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
  ): Promise<CompanyDto> {
    return this.companies.get(user.id, id);
  }

  @Put(':id')
  @ApiOkResponse({ type: CompanyDto })
  @ChecksIfMatch(CompanyVersionConflictDto, 'company')
  @AnswersETag()
  @ApiOperation({
    summary: 'Replace a company',
    description:
      'A whole replacement: every field is taken from the body, absent optional text is stored ' +
      'empty. Send `If-Match: "<version>"` to change only the version you read: otherwise 412 ' +
      'VERSION_CONFLICT with the stored copy as `current`.',
  })
  updateCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
    @Body() body: SaveCompanyBodyDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<CompanyDto> {
    return this.companies.update(user.id, id, body.company, condition);
  }

  @Patch(':id')
  @ApiMergePatchBody(CompanyPatchDto, 'company')
  @ApiOkResponse({ type: CompanyDto })
  @ChecksIfMatch(CompanyVersionConflictDto, 'company')
  @AnswersETag()
  @ApiOperation({
    summary: 'Change some fields of a company',
    description:
      'A JSON merge patch (RFC 7396, `application/merge-patch+json`) of the company as GET ' +
      'answers it, e.g. `{"email": "anna@jansen.nl"}`: the fields left out keep their values, ' +
      '`null` empties an optional one. The result is checked and saved exactly like a PUT of it ' +
      '(the same 400s, `If-Match` and 412). Read-only fields are ignored.',
  })
  patchCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
    @Body() patch: unknown,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<CompanyDto> {
    return this.companies.patch(user.id, id, patch, condition);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ChecksIfMatch(CompanyVersionConflictDto, 'company')
  @ApiOperation({
    summary: 'Delete a company',
    description:
      'Its invoices keep the recipient’s text and lose the link. With `If-Match` only when the ' +
      'stored version is the one named (else 412).',
  })
  deleteCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<void> {
    return this.companies.delete(user.id, id, condition);
  }
}
