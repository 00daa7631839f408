// The piece of the ideas feature the review queue is given. The administrator endpoints' answers are typed by their
// schemas (@schemas/admin.ts).
import type { ComponentType } from 'react';

/**
 * The admin-mode edit dialog for one idea of the queue. The ideas feature owns editing; the admin route hands its
 * editor down (src/app/routes/admin.tsx), so this feature never reaches into another.
 */
export type IdeaEditor = ComponentType<{ ideaId: string; onClose: () => void }>;
