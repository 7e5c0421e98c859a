import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SignInUsersRepository } from './sign-in-users.repository.js';
import { UserActivityInterceptor } from './user-activity.interceptor.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [
    UsersService,
    UsersRepository,
    SignInUsersRepository,
    { provide: APP_INTERCEPTOR, useClass: UserActivityInterceptor },
  ],
  exports: [UsersService],
})
export class UsersModule {}
