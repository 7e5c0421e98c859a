import { ApiProperty } from '@nestjs/swagger';
import { PEPPOL_STATUSES, type PeppolStatus } from '@app/contracts/invoice';

/** One request to send an invoice over Peppol, as its owner sees it. */
export class PeppolDeliveryDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2b9e-6a0d-4c55-9a3e-1b2c3d4e5f60' })
  id!: string;

  @ApiProperty({ example: 'V1StGXR8_Z5jdHi6B-myT' })
  invoiceId!: string;

  @ApiProperty({ description: "The customer's Peppol address", example: '0208:0123456749' })
  recipient!: string;

  @ApiProperty({
    enum: PEPPOL_STATUSES,
    enumName: 'PeppolStatus',
    description:
      '`queued` and `sending`: on its way; `sent`: the customer’s access point has it; ' +
      '`delivered`: the customer’s system accepted it; `refused`: the network or the customer ' +
      'said no (see `reason`); `failed`: it could not be sent (see `reason`)',
    example: 'sent',
  })
  status!: PeppolStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why it was refused or failed, or why the last try did not get through; null otherwise',
    example: null,
  })
  reason!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was asked for (queued)' })
  createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the customer’s access point took it; null until then',
  })
  sentAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it became delivered, refused or failed; null until then',
  })
  settledAt!: string | null;

  @ApiProperty({
    description:
      'A sending server stopped mid-send and another took the delivery over: the customer may ' +
      'have received it twice',
    example: false,
  })
  mayHaveBeenDeliveredTwice!: boolean;
}

export class PeppolDeliveryResultDto {
  @ApiProperty({ type: PeppolDeliveryDto, description: 'The queued delivery' })
  delivery!: PeppolDeliveryDto;
}

export class PeppolDeliveryListDto {
  @ApiProperty({ type: [PeppolDeliveryDto], description: 'Oldest first' })
  deliveries!: PeppolDeliveryDto[];
}
