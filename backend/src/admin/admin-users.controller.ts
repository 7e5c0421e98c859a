import {
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { CompanyListDto } from '../companies/dto/company.dto.js';
import { ListCompaniesQueryDto } from '../companies/dto/list-companies.dto.js';
import { InvoiceListDto } from '../invoices/dto/list-invoices.dto.js';
import { ListSchedulesQueryDto } from '../schedules/dto/list-schedules.dto.js';
import { SettingsResponseDto } from '../settings/dto/settings.dto.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminGuard } from './admin.guard.js';
import { AdminService } from './admin.service.js';
import { AdminEmailPreviewDto } from './dto/admin-email.dto.js';
import { AdminScheduleListDto } from './dto/admin-schedule.dto.js';
import { ADMIN_INVOICES_PAGE_SIZE, AdminInvoicesQueryDto } from './dto/admin-invoices-query.dto.js';
import { AdminUserDetailDto, AdminUserListDto, AdminUsersQueryDto } from './dto/admin-user.dto.js';

// A malformed user id can be no one: answered like a user that does not exist.
const userId = new ParseUUIDPipe({
  exceptionFactory: () => new DomainException('NOT_FOUND', { message: 'User not found' }),
});

/** Users and their data, for admins only (spec §2 admin routes, §7 "Admin and payment"). */
@ApiTags('admin')
@ApiForbiddenResponse({
  type: ErrorBodyDto,
  description: 'code FORBIDDEN: not an admin; TOKEN_NOT_ALLOWED: a personal access token',
})
@UseGuards(AdminGuard)
@UseInterceptors(AdminAuditInterceptor)
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly admin: AdminService) {}

  /** Newest first, 50 a page (at most 200); `query` finds users by e-mail or display name. */
  @Get()
  @ApiOkResponse({ type: AdminUserListDto })
  @ApiOperation({
    summary: 'List users (admin)',
    description:
      'Newest first, 50 a page (at most 200); `query` finds users by e-mail or display name.',
  })
  listAdminUsers(@Query() query: AdminUsersQueryDto): Promise<AdminUserListDto> {
    return this.admin.listUsers(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiOperation({
    summary: 'Get a user (admin)',
    description: 'The user, as the admin’s user list shows them.',
  })
  getAdminUser(@Param('id', userId) id: string): Promise<AdminUserDetailDto> {
    return this.admin.user(id);
  }

  @Get(':id/invoices')
  @ApiOkResponse({ type: InvoiceListDto, description: 'Highest number first' })
  @ApiOperation({
    summary: 'List a user’s invoices (admin)',
    description: 'Highest number first, in the list shape.',
  })
  listAdminUserInvoices(
    @Param('id', userId) id: string,
    @Query() query: AdminInvoicesQueryDto,
  ): Promise<InvoiceListDto> {
    return this.admin.invoicesOf(id, query.page ?? 1, query.limit ?? ADMIN_INVOICES_PAGE_SIZE);
  }

  @Get(':id/companies')
  @ApiOkResponse({ type: CompanyListDto })
  @ApiOperation({
    summary: 'List a user’s companies (admin)',
    description: 'Newest first, in the list shape.',
  })
  listAdminUserCompanies(
    @Param('id', userId) id: string,
    @Query() query: ListCompaniesQueryDto,
  ): Promise<CompanyListDto> {
    return this.admin.companiesOf(id, query);
  }

  /** Values that look like keys, secrets, passwords or tokens are masked here, on the server. */
  @Get(':id/settings')
  @ApiOkResponse({ type: SettingsResponseDto })
  @ApiOperation({
    summary: 'Get a user’s settings (admin)',
    description:
      'Values that look like keys, secrets, passwords or tokens are masked on the server.',
  })
  getAdminUserSettings(@Param('id', userId) id: string): Promise<SettingsResponseDto> {
    return this.admin.settingsOf(id);
  }

  @Get(':id/schedules')
  @ApiOkResponse({ type: AdminScheduleListDto })
  @ApiOperation({
    summary: 'List a user’s schedules (admin)',
    description: 'Newest first, in the list shape, each with its template invoice’s number.',
  })
  listAdminUserSchedules(
    @Param('id', userId) id: string,
    @Query() query: ListSchedulesQueryDto,
  ): Promise<AdminScheduleListDto> {
    return this.admin.schedulesOf(id, query);
  }

  @Get(':id/invoices/:invoiceId/email-preview')
  @ApiClientIdParam('invoiceId', 'invoice')
  @ApiOkResponse({ type: AdminEmailPreviewDto })
  @ApiOperation({
    summary: 'Preview an invoice’s e-mail (admin)',
    description: 'The subject, HTML and text the invoice’s e-mail would have now.',
  })
  getAdminEmailPreview(
    @Param('id', userId) id: string,
    @Param('invoiceId', clientId) invoiceId: string,
  ): Promise<AdminEmailPreviewDto> {
    return this.admin.emailPreview(id, invoiceId);
  }
}
