import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord } from '@app/contracts/common';
import { hydrated, localDataCleared } from '../invoices/editor-actions';
import type { BackupRecord } from '../invoices/editor-state';

export const initialBackupRecord = (): BackupRecord => ({ lastReminderAt: null });

/** The stored record repaired: a moment that does not read as one counts as never. */
export const normaliseBackupRecord = (input: unknown): BackupRecord =>
  isRecord(input) &&
  typeof input.lastReminderAt === 'string' &&
  !Number.isNaN(Date.parse(input.lastReminderAt))
    ? { lastReminderAt: input.lastReminderAt }
    : initialBackupRecord();

/**
 * The backup reminder's memory. It is part of what the browser stores (PersistedEditorState's
 * `backup`), so the storage keeps it with the rest, whichever storage that is.
 */
export const backupSlice = createSlice({
  name: 'backup',
  initialState: initialBackupRecord,
  reducers: {
    /** The reminder was dismissed, or a backup downloaded, at this ISO moment. */
    reminderAnswered(state, action: PayloadAction<string>) {
      state.lastReminderAt = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Stored data without the record (written before it existed) leaves this tab's as it is.
      .addCase(hydrated, (state, { payload }) =>
        payload.backup === undefined ? state : normaliseBackupRecord(payload.backup),
      )
      .addCase(localDataCleared, () => initialBackupRecord());
  },
});

export const backupActions = backupSlice.actions;
