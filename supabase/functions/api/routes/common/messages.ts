// Success messages two resources share: an idea's edit and delete answer the same whether its author or an
// administrator made them.
export const EDITED = 'Idea updated successfully!';
export const DELETED = 'Idea deleted successfully!';
