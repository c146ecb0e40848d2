import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { memberProfilePath, paths } from '@/config/paths.ts';
import { useBoardPost } from '@/features/board/api/get-board-post.ts';
import { statusKeys } from '@/features/board/components/board-post-card.tsx';
import { BoardPostFacts } from '@/features/board/components/board-post-facts.tsx';
import { PostAuthorPanel } from '@/features/board/components/post-author-panel.tsx';
import { RespondForm } from '@/features/board/components/respond-form.tsx';
import { ReportButton } from '@/features/moderation/components/report-button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useFormatters } from '@/i18n/format.ts';
import { RichMessage } from '@/i18n/rich-message.tsx';
import { ApiError } from '@/lib/api-client.ts';

/**
 * /board/:id (members only): one post; Respond for others, renew/close and the responses for its author. A
 * post a helper made says so ("Posted by Ben for Ana", ADR 198).
 */
export function BoardPostPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const detail = useBoardPost(id);
  useDocumentTitle(detail.data?.data.title ?? t('board.post.documentTitle'));
  const backLink = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.board}>
        <ArrowLeft aria-hidden="true" />
        {t('board.page.title')}
      </Link>
    </Button>
  );
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-24 text-3xl text-primary">
        <Spinner />
      </div>
    );
  }
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">
          {t(isMissing ? 'board.post.notFound' : 'board.post.loadFailed')}
        </h1>
        {backLink}
      </section>
    );
  }
  const post = detail.data.data;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      {backLink}
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={post.kind === 'need' ? 'default' : 'success'}>
            {t(post.kind === 'need' ? 'board.card.need' : 'board.card.offer')}
          </Badge>
          {post.status !== 'open' && (
            <Badge variant="outline">
              {t(post.closedReason === 'filled' ? 'board.post.statusFilled' : statusKeys[post.status], {
                status: t(statusKeys[post.status]),
              })}
            </Badge>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{post.title}</h1>
        <p className="text-muted-foreground">
          <RichMessage
            t={t}
            messageKey={post.helper ? 'board.post.postedByHelper' : 'board.post.postedBy'}
            values={post.helper ? { helper: post.helper.name } : {}}
            elements={{
              author: (
                <Link className="font-medium underline" to={memberProfilePath(post.author.id)}>
                  {post.author.fullName}
                </Link>
              ),
              date: <time dateTime={post.createdAt}>{date(post.createdAt)}</time>,
            }}
          />
        </p>
      </header>
      {post.description && <p className="whitespace-pre-line wrap-anywhere">{post.description}</p>}
      <BoardPostFacts post={post} />
      {post.isMine ? (
        <PostAuthorPanel detail={detail.data} />
      ) : (
        <>
          {post.status === 'open' ? (
            <RespondForm post={post} />
          ) : (
            <p className="text-muted-foreground">{t('board.post.closedForResponses')}</p>
          )}
          <ReportButton
            targetKind="post"
            targetId={post.id}
            targetName={t('board.post.quoted', { title: post.title })}
            className="justify-self-start"
          />
        </>
      )}
    </article>
  );
}
