import { route } from '../shared/route.ts';

export const boardRoutes = {
  listBoardPosts: route('GET', '/api/board/posts'),
  createBoardPost: route('POST', '/api/board/posts'),
  getBoardPost: route('GET', '/api/board/posts/:id'),
  renewBoardPost: route('POST', '/api/board/posts/:id/renew'),
  closeBoardPost: route('POST', '/api/board/posts/:id/close'),
  reopenBoardPost: route('POST', '/api/board/posts/:id/reopen'),
  respondToBoardPost: route('POST', '/api/board/posts/:id/responses'),
};
