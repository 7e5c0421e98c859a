import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MovableClock } from '../../testing/movable-clock.js';
import { Clock } from './clock.js';

@Global()
@Module({})
export class ClockModule {
  /** `movable` (TEST_CONTROLS only): a clock the browser journeys can move forward. */
  static forRoot(options: { movable: boolean }): DynamicModule {
    return {
      module: ClockModule,
      providers: [{ provide: Clock, useClass: options.movable ? MovableClock : Clock }],
      exports: [Clock],
    };
  }
}
