import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class MeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'anna.devries@example.com' })
  email!: string;

  @ApiProperty({ nullable: true, type: String, example: 'Anna de Vries' })
  displayName!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'https URL of the profile photo' })
  photoUrl!: string | null;

  @ApiProperty()
  isAdmin!: boolean;
}

export class SessionDto {
  @ApiProperty({ description: 'JWT for `Authorization: Bearer`' })
  accessToken!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Seconds until the access token expires',
    example: 900,
  })
  expiresIn!: number;

  @ApiProperty({ type: MeDto })
  user!: MeDto;
}

export class AdminStatusDto {
  @ApiProperty()
  isAdmin!: boolean;
}

export class StartSignInQueryDto {
  @ApiProperty({ enum: ['popup', 'redirect'], required: false, default: 'redirect' })
  @IsOptional()
  @IsIn(['popup', 'redirect'])
  mode?: 'popup' | 'redirect';

  @ApiProperty({ required: false, description: 'A path on this site to return to', example: '/nl' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  returnTo?: string;
}
