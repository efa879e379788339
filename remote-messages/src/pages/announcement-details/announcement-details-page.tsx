import { useNavigate } from 'react-router-dom';
import { Button, PATHS, Spinner, strings } from '@portal/shared';
import { isMissingAnnouncement, useAnnouncement } from '@portal/shared/signed-in';
import { PageFrame } from '../../page-frame';
import { AnnouncementArticle } from './announcement-article';
import { Actions, BackRow, Notice } from './announcement-layout';
import { announcementStrings as t } from './strings';
import { useAnnouncementId } from './use-announcement-id';
import { useMarkAnnouncementRead } from './use-mark-announcement-read';

/**
 * /information-announcement-details?id=…: one announcement, marked read when it is opened. A
 * missing or unknown id says so and leads back to the information center; a failed load offers a retry.
 */
export function AnnouncementDetailsPage() {
  const id = useAnnouncementId();
  const navigate = useNavigate();
  const { data, error, mutate, isValidating } = useAnnouncement(id);
  useMarkAnnouncementRead(data);

  const backToCenter = (
    <Button type="button" variant={data ? 'secondary' : 'primary'} onClick={() => navigate(PATHS.informationCenter)}>
      {t.backToCenter}
    </Button>
  );

  let body;
  if (id === null || isMissingAnnouncement(error)) {
    body = (
      <Notice role="alert">
        <strong>{t.notFound}</strong>
        <p>{t.notFoundHint}</p>
        <Actions>{backToCenter}</Actions>
      </Notice>
    );
  } else if (data) {
    body = (
      <>
        <AnnouncementArticle announcement={data} />
        <BackRow>{backToCenter}</BackRow>
      </>
    );
  } else if (error) {
    // The client has shown why (for example the network message); the page offers another try.
    body = (
      <Notice role="alert">
        <strong>{t.loadFailed}</strong>
        <Actions>
          <Button type="button" loading={isValidating} onClick={() => void mutate()}>
            {t.retry}
          </Button>
          {backToCenter}
        </Actions>
      </Notice>
    );
  } else {
    body = <Spinner label={t.loading} />;
  }

  return <PageFrame title={strings.pages.announcementDetails}>{body}</PageFrame>;
}

export default AnnouncementDetailsPage;
