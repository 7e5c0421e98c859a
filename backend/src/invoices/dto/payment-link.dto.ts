import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PaymentLink } from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

/** Made by the payments module; read-only through the invoices API. */
export class PaymentLinkDto {
  @ApiProperty({ example: 'pl_4Y0eZitmBnQ6IDoMqZQKh' })
  id!: string;

  @ApiProperty({ example: 'mollie' })
  provider!: string;

  @ApiProperty({ description: "'paid' once paid", example: 'open' })
  status!: string;

  @ApiProperty({ example: '2026-11-24T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ example: 'https://payment-links.mollie.com/payment/4Y0eZitmBnQ6IDoMqZQKh' })
  url!: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Cents the link asks for', example: 12100 })
  amount?: number;

  @ApiPropertyOptional({
    description: 'When the provider reports it paid',
    example: '2026-11-24T10:05:00.000Z',
  })
  paidAt?: string;

  @ApiPropertyOptional({
    description: 'The provider’s payment that paid the link (what a refund refers to)',
    example: 'tr_7UhSN1zuXS',
  })
  paymentId?: string;
}

export type _PaymentLinkDtoMatchesDomain = DtoMatchesDomain<SameShape<PaymentLinkDto, PaymentLink>>;
