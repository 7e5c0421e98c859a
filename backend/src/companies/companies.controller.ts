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
  Put,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import { CompaniesService } from './companies.service.js';
import {
  AutosuggestCompaniesQueryDto,
  CompanySuggestionsDto,
} from './dto/autosuggest-companies.dto.js';
import { CompanyDto, CompanyListDto, CompanyVersionConflictDto } from './dto/company.dto.js';
import { ListCompaniesQueryDto } from './dto/list-companies.dto.js';
import { SaveCompanyBodyDto } from './dto/save-company.dto.js';

// A malformed id can never be anyone's row: answer it like a missing one.
const companyId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });

@ApiTags('companies')
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOkResponse({ type: CompanyListDto })
  listCompanies(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListCompaniesQueryDto,
  ): Promise<CompanyListDto> {
    return this.companies.list(user.id, query);
  }

  // Declared before ':id', which would otherwise take 'autosuggest' for an id.
  @Get('autosuggest')
  @ApiOkResponse({ type: CompanySuggestionsDto })
  autosuggestCompanies(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AutosuggestCompaniesQueryDto,
  ): Promise<CompanySuggestionsDto> {
    return this.companies.autosuggest(user.id, query);
  }

  @Post()
  @ApiCreatedResponse({ type: CompanyDto })
  @AnswersETag()
  createCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveCompanyBodyDto,
  ): Promise<CompanyDto> {
    return this.companies.create(user.id, body.company);
  }

  @Get(':id')
  @ApiOkResponse({ type: CompanyDto })
  @AnswersETag()
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
  updateCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
    @Body() body: SaveCompanyBodyDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<CompanyDto> {
    return this.companies.update(user.id, id, body.company, condition);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ChecksIfMatch(CompanyVersionConflictDto, 'company')
  deleteCompany(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', companyId) id: string,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<void> {
    return this.companies.delete(user.id, id, condition);
  }
}
