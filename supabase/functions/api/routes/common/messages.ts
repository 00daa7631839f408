// Messages several resources share: an idea's edit and delete answer the same whether its author or an
// administrator made them, and an idea the caller may not see is refused the same way on every route.
export const EDITED = 'Idea updated successfully!';
export const DELETED = 'Idea deleted successfully!';
export const IDEA_NOT_FOUND = 'Idea not found';
