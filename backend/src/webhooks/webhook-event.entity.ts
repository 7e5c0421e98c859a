import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import type { WebhookDeliveredEventType } from '@app/contracts/settings';
import { UserEntity } from '../users/user.entity.js';

/**
 * Something that happened, written in the transaction of the change itself (the outbox): it
 * exists exactly when the change committed. Its id is the `webhook-id` every delivery and every
 * retry of it carries. Written only when at least one endpoint subscribes to it.
 */
@Entity({ name: 'webhook_events' })
// Deleting a user deletes their events (the foreign key's look-up).
@Index('webhook_events_user_idx', ['userId'])
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_webhook_events_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_webhook_events_user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 40 })
  type!: WebhookDeliveredEventType;

  /** The event's `data`: the invoice or e-mail record as the API showed it at that moment. */
  @Column({ type: 'jsonb' })
  data!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
