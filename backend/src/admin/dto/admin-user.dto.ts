import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserStats,
} from '@app/contracts/admin';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import {
  CursorParameter,
  LimitParameter,
  ListPageDto,
  PageParameter,
} from '../../common/api/list-page.js';
import { ADMIN_LIST_CURSOR } from './admin-list-query.js';

export const DEFAULT_USERS_LIMIT = 50;
export const MAX_USERS_LIMIT = 200;
const MAX_QUERY_LENGTH = 254;

/** A page of the users list (newest first), optionally of those matching `query`. */
export class AdminUsersQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(ADMIN_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_USERS_LIMIT, MAX_USERS_LIMIT)
  limit?: number;

  @ApiPropertyOptional({
    maxLength: MAX_QUERY_LENGTH,
    description:
      'Only users whose e-mail address or display name contains this text, ignoring case; ' +
      'blank: everyone',
    example: 'studio',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH)
  query?: string;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'anna@studio.example' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Anna de Vries' })
  displayName!: string | null;

  @ApiProperty({ description: "The default company's name; '' when none", example: 'Studio Vos' })
  company!: string;

  @ApiProperty({ type: 'integer', example: 12 })
  invoiceCount!: number;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastActiveAt!: string | null;
}

export class AdminUserStatsDto {
  @ApiProperty({ type: 'integer', description: 'Every user, exactly', example: 40 })
  totalUsers!: number;

  @ApiProperty({ type: 'integer', description: 'Active since midnight (Amsterdam)', example: 7 })
  activeToday!: number;

  @ApiProperty({
    type: 'integer',
    description: "Every user's invoices, from counters kept on write",
    example: 812,
  })
  totalInvoices!: number;
}

export class AdminUserListDto extends ListPageDto {
  @ApiProperty({ type: [AdminUserDto], description: 'Newest first (joined), then by id' })
  users!: AdminUserDto[];

  @ApiProperty({ type: AdminUserStatsDto, description: 'Over every user, whatever the query' })
  stats!: AdminUserStatsDto;
}

export class AdminUserDetailDto {
  @ApiProperty({ type: AdminUserDto })
  user!: AdminUserDto;
}

export type _AdminUserDtoMatchesDomain = DtoMatchesDomain<SameShape<AdminUserDto, AdminUser>>;
export type _AdminUserStatsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminUserStatsDto, AdminUserStats>
>;
export type _AdminUserListDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminUserListDto, AdminUserList>
>;
export type _AdminUserDetailDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminUserDetailDto, AdminUserDetail>
>;
