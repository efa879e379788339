import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS, notify, strings } from '@portal/shared';
import { useCardholderProfile } from '@portal/shared/signed-in';
import type { CardholderProfile } from '@portal/shared/contract';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { FactList } from '../../ui/fact-list';
import { FormActions } from '../../ui/form-layout';
import { PageStack, Panel } from '../../ui/panel';
import { ErrorState, LoadingState } from '../../ui/states';
import { addProfileStep, readOrder } from '../create-card/card-order';
import { Steps } from '../create-card/steps';
import { ProfileForm } from '../cardholder-profile/profile-form';

const t = text.profile;

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`;

/** Text, not money: left-aligned, with room below before the actions. */
const OnFileList = styled(FactList)`
  margin-bottom: 16px;

  & dd {
    text-align: left;
  }
`;

function OnFile({ profile }: { profile: CardholderProfile }) {
  return (
    <OnFileList aria-label={t.onFile}>
      <dt>{t.name}</dt>
      <dd>{profile.name}</dd>
      <dt>{t.idNumberMasked}</dt>
      <dd>{profile.id_number_masked}</dd>
      <dt>{t.phone}</dt>
      <dd>
        +{profile.phone_prefix} {profile.phone}
      </dd>
      <dt>{t.website}</dt>
      <dd>{profile.website}</dd>
    </OnFileList>
  );
}

/**
 * /create-card/secondary-verification-data: the cardholder profile a product needs, asked once and
 * reused; with one on file it is shown (the ID number masked) and can be corrected.
 */
export function CardholderProfilePage() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCardholderProfile();
  const order = readOrder();
  const [editing, setEditing] = useState(false);
  // An order that comes here (asked for the profile on the way) counts this step from now on.
  useEffect(addProfileStep, []);
  const goOn = () => navigate(PATHS.createCardVerification);

  let content;
  if (!data) {
    content = error && !isLoading ? <ErrorState onRetry={() => void mutate()} /> : <LoadingState />;
  } else if (data.profile && !editing) {
    content = (
      <>
        <OnFile profile={data.profile} />
        <FormActions>
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            {t.correct}
          </Button>
          {order && (
            <Button type="button" onClick={goOn}>
              {text.createCard.next}
            </Button>
          )}
        </FormActions>
      </>
    );
  } else {
    content = (
      <ProfileForm
        current={data.profile}
        submitLabel={order ? t.save : t.saveOnly}
        onCancel={data.profile ? () => setEditing(false) : undefined}
        onSaved={() => {
          notify.success(t.saved);
          setEditing(false);
          if (order) goOn();
        }}
      />
    );
  }

  return (
    <PageFrame title={strings.pages.createCardSecondaryVerification}>
      <PageStack>
        {order && <Steps current="profile" withProfile />}
        <Panel>
          <Intro>{t.intro}</Intro>
          {content}
        </Panel>
      </PageStack>
    </PageFrame>
  );
}

export default CardholderProfilePage;
