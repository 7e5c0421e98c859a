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
