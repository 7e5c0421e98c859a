import {
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { CompanyListDto } from '../companies/dto/company.dto.js';
import { ListCompaniesQueryDto } from '../companies/dto/list-companies.dto.js';
import { InvoiceListDto } from '../invoices/dto/list-invoices.dto.js';
import { ListSchedulesQueryDto } from '../schedules/dto/list-schedules.dto.js';
import { ScheduleListDto } from '../schedules/dto/schedule.dto.js';
import { SettingsResponseDto } from '../settings/dto/settings.dto.js';
import { AdminAuditInterceptor } from './admin-audit.interceptor.js';
import { AdminGuard } from './admin.guard.js';
import { AdminService } from './admin.service.js';
import { AdminEmailPreviewDto } from './dto/admin-email.dto.js';
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
  listAdminUsers(@Query() query: AdminUsersQueryDto): Promise<AdminUserListDto> {
    return this.admin.listUsers(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminUserDetailDto })
  getAdminUser(@Param('id', userId) id: string): Promise<AdminUserDetailDto> {
    return this.admin.user(id);
  }

  @Get(':id/invoices')
  @ApiOkResponse({ type: InvoiceListDto, description: 'Highest number first' })
  listAdminUserInvoices(
    @Param('id', userId) id: string,
    @Query() query: AdminInvoicesQueryDto,
  ): Promise<InvoiceListDto> {
    return this.admin.invoicesOf(id, query.page ?? 1, query.limit ?? ADMIN_INVOICES_PAGE_SIZE);
  }

  @Get(':id/companies')
  @ApiOkResponse({ type: CompanyListDto })
  listAdminUserCompanies(
    @Param('id', userId) id: string,
    @Query() query: ListCompaniesQueryDto,
  ): Promise<CompanyListDto> {
    return this.admin.companiesOf(id, query);
  }

  /** Values that look like keys, secrets, passwords or tokens are masked here, on the server. */
  @Get(':id/settings')
  @ApiOkResponse({ type: SettingsResponseDto })
  getAdminUserSettings(@Param('id', userId) id: string): Promise<SettingsResponseDto> {
    return this.admin.settingsOf(id);
  }

  @Get(':id/schedules')
  @ApiOkResponse({ type: ScheduleListDto })
  listAdminUserSchedules(
    @Param('id', userId) id: string,
    @Query() query: ListSchedulesQueryDto,
  ): Promise<ScheduleListDto> {
    return this.admin.schedulesOf(id, query);
  }

  @Get(':id/invoices/:invoiceId/email-preview')
  @ApiClientIdParam('invoiceId', 'invoice')
  @ApiOkResponse({ type: AdminEmailPreviewDto })
  getAdminEmailPreview(
    @Param('id', userId) id: string,
    @Param('invoiceId', clientId) invoiceId: string,
  ): Promise<AdminEmailPreviewDto> {
    return this.admin.emailPreview(id, invoiceId);
  }
}
