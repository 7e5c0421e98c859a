import { Module } from '@nestjs/common';
import { PeppolModule } from '../peppol/peppol.module.js';
import { PeppolProviderModule } from '../peppol/provider/peppol-provider.module.js';
import { RemindersModule } from '../reminders/reminders.module.js';
import { ScheduleGeneratorModule } from '../schedules/generator/schedule-generator.module.js';
import { PeppolTestControlsController } from './peppol-test-controls.controller.js';
import { TestControlsController } from './test-controls.controller.js';

/** Imported by AppModule only when TEST_CONTROLS is set (see TestControlsController). */
@Module({
  imports: [ScheduleGeneratorModule, RemindersModule, PeppolModule, PeppolProviderModule],
  controllers: [TestControlsController, PeppolTestControlsController],
})
export class TestControlsModule {}
