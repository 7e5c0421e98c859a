import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminStatusDto } from '../auth/dto/session.dto.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { UsersService } from './users.service.js';

@ApiTags('user')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Spec §6: admin is decided by the server; the shell treats a failed check as "not admin". */
  @Get('admin-status')
  @ApiOkResponse({ type: AdminStatusDto })
  @ApiOperation({
    summary: 'Tell whether you are an admin',
    description: 'Decided by the server from its admin list.',
  })
  async getAdminStatus(@CurrentUser() user: AuthenticatedUser): Promise<AdminStatusDto> {
    return { isAdmin: (await this.users.me(user.id)).isAdmin };
  }
}
