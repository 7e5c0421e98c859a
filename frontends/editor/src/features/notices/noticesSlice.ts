import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * 'success' answers an action that worked (a polite status a screen reader reads when it is
 * idle); 'error' one that failed (an alert, read at once).
 */
export type NoticeTone = 'success' | 'error';

export type Notice = {
  readonly id: string;
  readonly tone: NoticeTone;
  /** Already in the interface language: the one who shows it knows the namespace. */
  readonly text: string;
  /** Lets a test find this notice among others (`data-testid`). */
  readonly testId?: string;
};

export type NoticeInput = Omit<Notice, 'id'>;

export type NoticesState = { items: Notice[] };

/** More than this at once is noise: the oldest goes. */
export const MAX_NOTICES = 3;

/**
 * The answers to actions whose own place on screen has gone (a dialog that closed on success)
 * or never showed one (an export): kept in the editor's part of the store (the shell's first
 * screen carries none of it). `StatusNotices` shows and announces them.
 */
export const noticesSlice = createSlice({
  name: 'notices',
  initialState: { items: [] } as NoticesState,
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        // The same words again replace the old notice: it is shown (and read) once, anew.
        const others = state.items.filter((item) => item.text !== action.payload.text);
        state.items = [...others, action.payload].slice(-MAX_NOTICES);
      },
      prepare: (notice: NoticeInput) => ({ payload: { ...notice, id: nanoid() } }),
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const noticesActions = noticesSlice.actions;
