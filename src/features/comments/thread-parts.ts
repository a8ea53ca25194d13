// The parts of an open thread, loaded together when a thread is first opened (Comments.tsx).
export { CommentBox } from './CommentBox';
export { CommentThread } from './CommentItem';
