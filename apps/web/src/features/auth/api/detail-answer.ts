import type { messageAnswer } from '@estatehub/shared';
import type { z } from 'zod';

/** The answer of the auth calls that only report a message (the shared `messageAnswer`). */
export type DetailAnswer = z.infer<typeof messageAnswer>;
