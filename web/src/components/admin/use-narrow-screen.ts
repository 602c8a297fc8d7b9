import { useMediaQuery } from '../../lib/use-media-query';

/** Phones: below this width a table's row keeps one button for all its actions. */
const NARROW = '(max-width: 700px)';

/** Whether the screen is a phone's, followed live as the window is resized or turned. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW);
}
