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
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
} from '@app/contracts/settings';
import { UserEntity } from '../users/user.entity.js';

/**
 * A user's webhook endpoint (docs/webhooks.md). Owned: every query names its user
 * (WebhookEndpointsRepository). The signing secret is stored sealed (SecretBox), never in clear.
 */
@Entity({ name: 'webhook_endpoints' })
// The settings list, oldest first (`ORDER BY created_at, id`), and the outbox's look-up of the
// owner's subscribed endpoints (`WHERE user_id = $1 AND enabled AND $2 = ANY(events)`).
@Index('webhook_endpoints_user_list_idx', ['userId', 'createdAt', 'id'])
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_endpoints_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_webhook_endpoints_user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: WEBHOOK_URL_MAX_LENGTH })
  url!: string;

  @Column({ type: 'varchar', length: WEBHOOK_DESCRIPTION_MAX_LENGTH, default: '' })
  description!: string;

  @Column({ type: 'text', array: true })
  events!: WebhookEventType[];

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /** `whsec_…`, sealed by SecretBox. */
  @Column({ name: 'secret_sealed', type: 'text' })
  secretSealed!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
