export type {
  AdminEmail,
  AdminEmailQueue,
  AdminEmailResult,
  AdminEmailPreview,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserStats,
} from './types.js';
