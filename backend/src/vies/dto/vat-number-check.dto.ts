import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ViesAddressDto {
  @ApiProperty({
    example: 'Kerkstraat 1',
    description:
      'The street line(s); outside Belgium and the Netherlands every line, joined by ", "',
  })
  street!: string;

  @ApiProperty({ example: '9000', description: 'Empty when it could not be told apart' })
  postalCode!: string;

  @ApiProperty({ example: 'Gent', description: 'Empty when it could not be told apart' })
  city!: string;
}

export class VatNumberCheckDto {
  @ApiProperty({ example: 'BE0123456749', description: 'Normalised: upper case, no separators' })
  vatNumber!: string;

  @ApiProperty({
    example: 'BE',
    description: 'The prefix VIES knows the number by (EL for Greece)',
  })
  countryCode!: string;

  @ApiProperty({
    enum: ['valid', 'invalid', 'unavailable'],
    example: 'valid',
    description:
      '`unavailable`: VIES or the member state’s service did not answer; the number was not checked (try again later)',
  })
  status!: 'valid' | 'invalid' | 'unavailable';

  @ApiPropertyOptional({
    example: 'Voorbeeld BV',
    description: 'The registered name, when valid and disclosed by the member state',
  })
  name?: string;

  @ApiPropertyOptional({
    type: ViesAddressDto,
    description: 'The registered address, when valid and disclosed by the member state',
  })
  address?: ViesAddressDto;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-24T10:00:00.000Z',
    description: 'When VIES was asked: answers are reused for 24 hours',
  })
  checkedAt!: string;
}
