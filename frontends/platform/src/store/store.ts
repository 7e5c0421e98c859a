import {
  addListener,
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type TypedAddListener,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/sessionSlice';

/**
 * Slices that remotes inject at run time. A remote declares its slice here by declaration merging
 * (`declare module '@app/platform' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`)
 * and calls `rootReducer.inject(mySlice)` when its module loads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Side effects that follow actions (the editor's cloud sync, for one). Each store gets its own
 * listener middleware; a remote adds its listeners with `dispatch(addAppListener(...))`, which
 * returns the function that removes them again.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listeners.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export const addAppListener = addListener as TypedAddListener<RootState, AppDispatch>;
