import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { WebhookAttempt } from '@app/contracts/settings';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

/**
 * `pending` (waiting for `next_attempt_at`), `queued` (a job was added; queued again when nobody
 * claimed it by `next_attempt_at`), `sending` (claimed by a worker until `next_attempt_at`),
 * `delivered`, `failed`. The API shows `queued` and `sending` as `pending`.
 */
export type DeliveryState = 'pending' | 'queued' | 'sending' | 'delivered' | 'failed';

/**
 * One event on its way to one endpoint. The row, not the queue job, is the source of truth: the
 * job only says "try delivery X", the claim makes one worker try it at a time, and the dispatch
 * sweep queues whatever is due (first tries, retries after their back-off, lost jobs).
 */
@Entity({ name: 'webhook_deliveries' })
// An endpoint's deliveries, newest first (`ORDER BY created_at DESC, id DESC`), read backwards.
@Index('webhook_deliveries_endpoint_list_idx', ['endpointId', 'createdAt', 'id'])
// The dispatch sweep: unfinished deliveries in the order they come due.
@Index('webhook_deliveries_due_idx', ['nextAttemptAt', 'id'], {
  where: `"status" IN ('pending', 'queued', 'sending')`,
})
// Deleting an event (with its user) deletes its deliveries (the foreign key's look-up).
@Index('webhook_deliveries_event_idx', ['eventId'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_deliveries_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @ManyToOne(() => WebhookEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_webhook_deliveries_event_id' })
  event?: WebhookEventEntity;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId!: string;

  /** Deleting an endpoint deletes its deliveries: nothing is left to send or show. */
  @ManyToOne(() => WebhookEndpointEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'endpoint_id',
    foreignKeyConstraintName: 'FK_webhook_deliveries_endpoint_id',
  })
  endpoint?: WebhookEndpointEntity;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: DeliveryState;

  /** Tries claimed so far. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ name: 'claim_token', type: 'uuid', nullable: true })
  claimToken!: string | null;

  /** Every try: when, the answer's status code, how long, the error, the answer's start. */
  @Column({ name: 'attempt_log', type: 'jsonb', default: () => "'[]'" })
  attemptLog!: WebhookAttempt[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
