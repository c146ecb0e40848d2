// The board module's public entry (ADR 88): posts on the requests board, the swap requests that answer
// them, the expiry reminders, the weekly digest's posts, and what moderation and the swap lifecycle need of
// a post.
export { boardRoutes } from './board.routes.ts';
export { sendBoardExpiryReminders } from './board-reminders.ts';
export { closeFilledNeed } from './board-responses.service.ts';
export {
  findReportablePostAuthor,
  hidePost,
  postVisibleToOthersSql,
  recordDigestPosts,
} from './board.repository.ts';
export { collectBoardData, purgeBoardData } from './member-data.repository.ts';
export { postsForDigest, type DigestPost } from './board.service.ts';
