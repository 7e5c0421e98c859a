import { ApiPropertyOptional } from '@nestjs/swagger';

/** What the access point posts; only a hint of what to read back with our key. */
export class PeppolWebhookEventDto {
  @ApiPropertyOptional({ example: 'document.received' })
  eventType?: string;

  @ApiPropertyOptional({ example: 'doc_01JDQ7Z8M3W5K6Y2T9B4N1C0VX' })
  documentId?: string;

  @ApiPropertyOptional({ example: 'c_01JDQ7Z8M3W5K6Y2T9B4N1C0VX' })
  companyId?: string;
}
