import { ApiProperty } from '@nestjs/swagger';
import type { PaymentStart } from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export class PaymentStartDto {
  @ApiProperty({ description: 'Already paid: nothing to pay, url is null' })
  paid!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The provider's payment page to send the customer to",
    example: 'https://payment-links.mollie.com/payment/4Y0eZitmBnQ6IDoMqZQKh',
  })
  url!: string | null;
}

export type _PaymentStartDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PaymentStartDto, PaymentStart>
>;
