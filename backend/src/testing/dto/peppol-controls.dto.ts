import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString, Matches, MaxLength } from 'class-validator';

export class PeppolResponsesDto {
  @ApiProperty({
    description: 'The customer whose next delivery is answered',
    example: '0208:0123456749',
  })
  @Matches(/^\d{4}:[\w.-]{1,50}$/, { message: 'must be a Peppol id like 0208:0123456749' })
  recipient!: string;

  @ApiProperty({ enum: ['AB', 'AP', 'RE'], isArray: true, example: ['AP'] })
  @IsArray()
  @ArrayMaxSize(5)
  @IsIn(['AB', 'AP', 'RE'], { each: true })
  answers!: ('AB' | 'AP' | 'RE')[];
}

export class PeppolIncomingDto {
  @ApiProperty({ description: 'The UBL that arrives for the signed-in user’s company' })
  @IsString()
  @MaxLength(2_000_000)
  xml!: string;
}
