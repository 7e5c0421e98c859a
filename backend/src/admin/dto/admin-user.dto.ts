import { ApiProperty } from '@nestjs/swagger';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserStats,
} from '@app/contracts/admin';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'anna@studio.example' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Anna de Vries' })
  displayName!: string | null;

  @ApiProperty({ description: "The default company's name; '' when none", example: 'Studio Vos' })
  company!: string;

  @ApiProperty({ example: 12 })
  invoiceCount!: number;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastActiveAt!: string | null;
}

export class AdminUserStatsDto {
  @ApiProperty({ example: 40 })
  totalUsers!: number;

  @ApiProperty({ description: 'Active since midnight (Amsterdam)', example: 7 })
  activeToday!: number;

  @ApiProperty({ example: 812 })
  totalInvoices!: number;
}

export class AdminUserListDto {
  @ApiProperty({ type: [AdminUserDto], description: 'Newest first' })
  users!: AdminUserDto[];

  @ApiProperty({ type: AdminUserStatsDto })
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
