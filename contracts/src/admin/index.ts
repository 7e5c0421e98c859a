export type {
  AdminEmail,
  AdminEmailQueue,
  AdminEmailQueueStats,
  AdminEmailResult,
  AdminEmailPreview,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserStats,
  CappedCount,
} from './types.js';
