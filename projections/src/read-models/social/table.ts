import { defineTables } from '../../migrations/read-model-tables';

/** The social feed: posts (the timeline and a post) and comments (paged per post, replies per
 * comment); comment counts are kept on the rows by the projector. No semicolons inside
 * statements (migrate.ts splits on them). */
export const socialTables = defineTables(
  'social',
  ['rm_posts', 'rm_comments'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_posts (
  id uuid PRIMARY KEY,
  user_id text NOT NULL,
  dealer_group_id uuid,
  post_type text NOT NULL,
  post_visibility text NOT NULL,
  content text NOT NULL,
  -- Storage keys of the attached files, in upload order: {path, contentType, size, name}.
  media jsonb NOT NULL DEFAULT '[]',
  created timestamptz NOT NULL,
  -- Every comment of the post, replies included.
  comment_count integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  vin text,
  year integer,
  make text,
  model text,
  mileage double precision,
  dealership_id uuid,
  inventory_id uuid
);
-- The timeline: public posts, or one group's, newest first.
CREATE INDEX IF NOT EXISTS rm_posts_timeline ON rm_posts (created DESC, id) WHERE NOT deleted;
CREATE INDEX IF NOT EXISTS rm_posts_group ON rm_posts (dealer_group_id, created DESC) WHERE NOT deleted;

CREATE TABLE IF NOT EXISTS rm_comments (
  id uuid PRIMARY KEY,
  post_id uuid NOT NULL,
  parent_comment uuid,
  user_id text NOT NULL,
  content text NOT NULL,
  created timestamptz NOT NULL,
  -- Replies to this comment.
  comment_count integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rm_comments_post ON rm_comments (post_id, parent_comment, created, id);
`,
    },
  ],
);
