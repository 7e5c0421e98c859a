import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class GetLogoQueryDto {
  @ApiPropertyOptional({
    enum: ['png'],
    description: 'png: the PNG rendition (at most 1000 px each way), as the PDF renderer uses it',
  })
  @IsOptional()
  @IsIn(['png'])
  variant?: 'png';
}
