// Parts the editor loads on demand (a chunk of their own: the signed-in settings, the send
// dialog): under Jest the first import of such a chunk compiles its modules, which on a busy
// machine outlasts Testing Library's default second.
import { fireEvent, screen } from '@testing-library/react';

/** How long a test waits for a part loaded on demand to arrive the first time. */
export const LAZY_CHUNK_MS = 10_000;

/** Opens a row of the settings menu that comes with the signed-in settings' chunk. */
export async function clickLazySetting(testId: string): Promise<void> {
  fireEvent.click(await screen.findByTestId(testId, {}, { timeout: LAZY_CHUNK_MS }));
}
