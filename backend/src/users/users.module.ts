import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { UserActivityInterceptor } from './user-activity.interceptor.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [UsersService, { provide: APP_INTERCEPTOR, useClass: UserActivityInterceptor }],
  exports: [UsersService],
})
export class UsersModule {}
