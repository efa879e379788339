import { useId, useState } from 'react';
import { Button, notify, useDataContext } from '@portal/shared';
import type { TrustedDevice } from '@portal/shared/contract';
import { forgetTrustedDevice, formatDateTime, useTrustedDevices } from '@portal/shared/signed-in';
import { Section, SectionTitle } from '../settings-layout';
import { BrowserEntry, EntryList, SectionIntro, browserName } from './browser-entry';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { Empty, ListState } from './list-state';
import { sessionsStrings as s } from './strings';

/**
 * The browsers whose sign-ins skip the code check for 30 days (this one marked); forgetting one,
 * after a confirmation, makes its next sign-in ask for a code again.
 */
export function TrustedDevicesSection() {
  const titleId = useId();
  const devices = useTrustedDevices();
  const context = useDataContext();
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);

  const askForget = (device: TrustedDevice) =>
    setConfirming({
      title: s.forgetTitle,
      text: s.forgetText(browserName(device)),
      confirmLabel: s.confirmForget,
      run: async () => {
        await forgetTrustedDevice(context, device.id);
        notify.success(s.forgotten);
      },
    });

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{s.trustedSection}</SectionTitle>
      <SectionIntro>{s.trustedHint}</SectionIntro>
      {devices.data ? (
        devices.data.length > 0 ? (
          <EntryList aria-labelledby={titleId}>
            {devices.data.map((device) => (
              <BrowserEntry
                key={device.id}
                entry={device}
                when={s.trustedUntil(formatDateTime(device.expires_at))}
                action={
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`${s.forget} ${browserName(device)}`}
                    onClick={() => askForget(device)}
                  >
                    {s.forget}
                  </Button>
                }
              />
            ))}
          </EntryList>
        ) : (
          <Empty>{s.noTrustedDevices}</Empty>
        )
      ) : (
        <ListState list={devices} loadingLabel={s.loadingDevices} failedText={s.devicesFailed} />
      )}
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </Section>
  );
}
