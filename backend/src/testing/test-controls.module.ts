import { Module } from '@nestjs/common';
import { RemindersModule } from '../reminders/reminders.module.js';
import { ScheduleGeneratorModule } from '../schedules/generator/schedule-generator.module.js';
import { TestControlsController } from './test-controls.controller.js';

/** Imported by AppModule only when TEST_CONTROLS is set (see TestControlsController). */
@Module({
  imports: [ScheduleGeneratorModule, RemindersModule],
  controllers: [TestControlsController],
})
export class TestControlsModule {}
