import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'items.0.price', description: 'Dotted path of the offending field' })
  field!: string;

  @ApiProperty({ example: 'must be a string' })
  message!: string;
}

/** The one shape of every error response. */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Validation failed' })
  message!: string;

  @ApiPropertyOptional({
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code',
  })
  code?: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  fields?: FieldErrorDto[];
}
