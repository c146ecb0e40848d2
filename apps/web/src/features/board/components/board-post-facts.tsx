import type { BoardPost } from '@skillswap/contracts/board';

const hoursWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The facts of a post as a short list: skill, hours, place, expiry. */
export function BoardPostFacts({ post }: { post: BoardPost }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Skill</dt>
      <dd>
        {post.skill}
        {post.category ? ` (${post.category})` : ''}
      </dd>
      <dt className="text-muted-foreground">Hours</dt>
      <dd>{hoursWords(post.hours)}</dd>
      <dt className="text-muted-foreground">Where</dt>
      <dd>{post.isOnline ? 'Online' : `In person, ${post.city ?? ''}`}</dd>
      <dt className="text-muted-foreground">Until</dt>
      <dd>
        <time dateTime={post.expiresAt}>{new Date(post.expiresAt).toLocaleDateString()}</time>
      </dd>
    </dl>
  );
}
