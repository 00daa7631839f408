// The #fragments a link can name inside a page (a notification's destination): the element with this id scrolls
// into view, takes the focus and is highlighted (src/hooks/use-hash-target.ts).

/** A comment or reply on its idea's page. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

/** An idea's card in the admin dashboard's review queue (a new or resubmitted idea, or an edit waiting). */
export const reviewAnchor = (ideaId: string) => `review-${ideaId}`;

/** A roadmap item on the public roadmap. */
export const roadmapAnchor = (itemId: number) => `roadmap-item-${itemId}`;
