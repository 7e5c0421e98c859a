import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AccessTokensService } from '../../src/common/auth/access-tokens.service.js';
import { UserEntity } from '../../src/users/user.entity.js';

export type TestUser = { id: string; email: string; token: string; auth: [string, string] };

/** A real user row and a real access token for it, as sign-in would produce them. */
export async function createTestUser(app: INestApplication, name = 'user'): Promise<TestUser> {
  const email = `${name}-${randomUUID()}@example.test`;
  const user = await app
    .get(DataSource)
    .getRepository(UserEntity)
    .save({ email, displayName: name });
  const token = await app.get(AccessTokensService).issue({ id: user.id, email });
  return { id: user.id, email, token, auth: ['Authorization', `Bearer ${token}`] };
}
