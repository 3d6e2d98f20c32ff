import type { Post } from '@dtn/contracts/entities/post';
import { selectPermissions, selectUser } from '../../../shared/session/session-slice';
import { useAppSelector } from '../../../shared/store-hooks';

/** The server's rule (command-service post decider): the author, or DeletePost within the post's
 * dealer group, or DeletePost as an Admin. Hiding the button otherwise spares a 403. */
function mayDeletePost(
  post: Post,
  user: { id: string; role: string; dealerGroupId: string | null } | null,
  holdsDeletePost: boolean,
): boolean {
  if (!user) return false;
  if (post.user.id === user.id) return true;
  if (!holdsDeletePost) return false;
  return user.role === 'Admin' || (post.dealerGroupId !== null && post.dealerGroupId === user.dealerGroupId);
}

export function useMayDelete(post: Post): boolean {
  const user = useAppSelector(selectUser);
  const held = useAppSelector(selectPermissions);
  return mayDeletePost(post, user, held.has('DeletePost'));
}
