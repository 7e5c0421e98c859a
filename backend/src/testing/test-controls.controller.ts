import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { isValidStoredDate } from '@app/contracts/invoice';
import { DomainException } from '../common/errors/domain.exception.js';
import { Clock } from '../common/time/clock.js';
import { OverdueWorkService } from '../reminders/overdue-work.service.js';
import { ScheduleGeneratorService } from '../schedules/generator/schedule-generator.service.js';
import { MoveClockDto } from './dto/move-clock.dto.js';
import { MovableClock } from './movable-clock.js';

/**
 * Only mounted with TEST_CONTROLS (never in production, see app-config): the browser journeys
 * move the server's clock and run the scheduled work now instead of waiting for it. Any
 * signed-in user may call it; the instance is a test instance.
 */
@Controller('testing')
export class TestControlsController {
  constructor(
    private readonly clock: Clock,
    private readonly generator: ScheduleGeneratorService,
    private readonly overdue: OverdueWorkService,
  ) {}

  /** Moves the clock to midday of a day, then runs the scheduled work of that day. */
  @Post('clock')
  @HttpCode(200)
  async moveClock(@Body() body: MoveClockDto): Promise<{ today: string }> {
    if (!isValidStoredDate(body.date) || !(this.clock instanceof MovableClock)) {
      throw new DomainException('VALIDATION_FAILED', {
        fields: [{ field: 'date', message: 'must be a real date' }],
      });
    }
    // 11:00 UTC is midday in Amsterdam in summer and winter: the same day there.
    this.clock.moveTo(new Date(`${body.date}T11:00:00Z`));
    await this.generator.runOnce();
    await this.overdue.runOnce();
    return { today: this.clock.today() };
  }

  /** Back to real time, so the journeys after this one see the day they run on. */
  @Delete('clock')
  @HttpCode(200)
  resetClock(): { today: string } {
    if (this.clock instanceof MovableClock) this.clock.moveTo(new Date());
    return { today: this.clock.today() };
  }
}
