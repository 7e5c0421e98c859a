export type {
  AdminEmail,
  AdminEmailQueue,
  AdminEmailQueueStats,
  AdminEmailResult,
  AdminEmailPreview,
  AdminSchedule,
  AdminScheduleList,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserStats,
  CappedCount,
} from './types.js';
export {
  ADMIN_DAILY_DAYS,
  ADMIN_DAILY_TIME_ZONE,
  adminDailyRange,
  adminDailySeries,
  type AdminDailyStats,
  type AdminDay,
  type DayCount,
} from './daily-figures.js';
