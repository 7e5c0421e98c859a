import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@app/platform';

export type { AppDispatch, AppStartListening, AppStore, RootState } from '@app/platform';

/** A thunk of the editor: reads the state, calls a contracts rule, dispatches the result. */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
