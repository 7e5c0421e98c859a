// What other features (and the lead's "not saved" alert, issue 39 part A) use of the backup.
export { downloadBackup, restoreBackup, type RestoreCounts } from './backup-commands';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  buildBackup,
  readBackup,
  type BackupContents,
  type BackupFile,
} from './backup-format';
export { backupSlice, normaliseBackupRecord } from './backupSlice';
export { BackupReminder } from './components/BackupReminder';
export { DownloadBackupButton } from './components/DownloadBackupButton';
